// The Studio (localhost:3333, <project>.localhost) and the site's dev servers: loopback only.
const LOOPBACK_ORIGIN =
  /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\]|([a-z0-9-]+\.)+localhost)(:\d{1,5})?$/i

export function isLoopbackOrigin(origin: string | null): origin is string {
  return origin !== null && LOOPBACK_ORIGIN.test(origin)
}

/** CORS headers for an answer to `origin`: echoed with credentials when it is a loopback one. */
export function corsHeaders(origin: string | null): Record<string, string> {
  if (!isLoopbackOrigin(origin)) return {}
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
  }
}

/** The answer to a preflight request: allowed for loopback origins, 403 for any other. */
export function preflightResponse(request: Request): Response {
  const origin = request.headers.get('origin')
  if (!isLoopbackOrigin(origin)) {
    return Response.json(
      { statusCode: 403, error: 'Forbidden', message: `Origin ${origin} is not allowed` },
      { status: 403 },
    )
  }
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(origin),
      'access-control-allow-methods':
        request.headers.get('access-control-request-method') ??
        'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      'access-control-allow-headers':
        request.headers.get('access-control-request-headers') ?? 'authorization, content-type',
      'access-control-max-age': '600',
    },
  })
}
