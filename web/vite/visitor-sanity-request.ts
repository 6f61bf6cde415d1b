import { BodyTooLargeError, readLimitedText } from '../server/limited-body.ts'
import { checkDraftsQuery } from '../server/preview/drafts-query.ts'

/**
 * What the site's offline Sanity proxy (`<base>__offline-sanity/<host>/<path>`) passes on of a
 * visitor's request, and nothing else: what the site's pages ask Sanity for, asked as an anonymous
 * visitor of a public dataset asks it.
 *
 * - `cdn.sanity.io`: images and files, GET or HEAD, with the headers a browser sends for them
 *   (format negotiation, ranges, revalidation).
 * - `<project>.api[cdn].sanity.io/v<date>/data/query/<dataset>`: one of the site's own queries
 *   (the same check as the drafts proxy, web/server/preview/drafts-query.ts) in the published
 *   perspective, GET or HEAD, or POST for a query too long for an address.
 *
 * The request is rebuilt from what was checked: no `Authorization`, no cookie, no `Origin`, so the
 * lake answers it as it answers anyone, without drafts, private documents (contact requests are
 * stored under `contactRequest.<key>`) or CORS headers. Writes, uploads, listeners, history and
 * the Studio's own endpoints are refused: drafts are read through /api/preview/sanity/, which
 * adds the token on the server, and contact requests are written in-process by /api/contact.
 */
export async function visitorSanityRequest(
  request: Request,
  siteQueries: ReadonlySet<string>,
): Promise<Request | Response> {
  const url = new URL(request.url)
  if (url.hostname === 'cdn.sanity.io') return cdnRequest(request, url)
  if (API_HOST.test(url.hostname)) return queryRequest(request, url, siteQueries)
  return refusal(404, 'Not a Sanity host the site uses.')
}

const API_HOST = /^[a-z0-9-]+\.api(?:cdn)?\.sanity\.io$/
const QUERY_PATH = /^\/v\d{4}-\d{2}-\d{2}\/data\/query\/[\w-]+$/
const CDN_PATH = /^\/(?:images|files)\/[a-z0-9-]+\/[\w-]+\/[\w.-]+$/
const CDN_HEADERS = ['accept', 'if-modified-since', 'if-none-match', 'if-range', 'range']
const QUERY_BODY_LIMIT_BYTES = 64 * 1024

/** The header the lake tells clients apart by: node-fetch-bridge.ts sets it from the socket. */
const CLIENT_ADDRESS_HEADER = 'x-content-lake-client-address'

function cdnRequest(request: Request, url: URL): Request | Response {
  if (!isRead(request)) return methodNotAllowed('GET, HEAD')
  if (!CDN_PATH.test(url.pathname)) return refusal(404, 'Not an image or file address.')
  return new Request(url, {
    method: request.method,
    headers: picked(request.headers, CDN_HEADERS),
    signal: request.signal,
  })
}

async function queryRequest(
  request: Request,
  url: URL,
  siteQueries: ReadonlySet<string>,
): Promise<Request | Response> {
  if (!QUERY_PATH.test(url.pathname)) {
    return refusal(403, "This server answers only the site's published queries.")
  }
  const inBody = request.method === 'POST'
  if (!isRead(request) && !inBody) return methodNotAllowed('GET, HEAD, POST')
  const perspective = url.searchParams.get('perspective')
  if (perspective !== null && perspective !== 'published') {
    return refusal(403, 'This server reads the published perspective only.')
  }

  let body: { parsed: unknown } | undefined
  if (inBody) {
    try {
      body = { parsed: JSON.parse(await readLimitedText(request, QUERY_BODY_LIMIT_BYTES)) }
    } catch (error) {
      if (error instanceof BodyTooLargeError) return refusal(413, 'The query body is too large.')
      return refusal(400, 'The query body is not JSON.')
    }
  }
  const checked = checkDraftsQuery(url.searchParams, body, siteQueries)
  if (checked === 'refused') return refusal(403, "This server runs only the site's own queries.")
  if (checked === 'malformed') return refusal(400, 'The query or its parameters are not valid.')

  const forwarded = new URL(url.origin + url.pathname)
  if (!inBody) {
    forwarded.searchParams.set('query', checked.query)
    for (const [name, value] of Object.entries(checked.params)) {
      forwarded.searchParams.set(`$${name}`, JSON.stringify(value))
    }
  }
  forwarded.searchParams.set('perspective', 'published')
  if (checked.returnQuery === false) forwarded.searchParams.set('returnQuery', 'false')
  return new Request(forwarded, {
    method: request.method,
    headers: {
      ...picked(request.headers, ['accept']),
      ...(inBody && { 'content-type': 'application/json' }),
    },
    ...(inBody && { body: JSON.stringify({ query: checked.query, params: checked.params }) }),
    signal: request.signal,
  })
}

function isRead(request: Request): boolean {
  return request.method === 'GET' || request.method === 'HEAD'
}

/** The named headers of `headers`, and the client's address the lake shares its workers by. */
function picked(headers: Headers, names: readonly string[]): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const name of [...names, CLIENT_ADDRESS_HEADER]) {
    const value = headers.get(name)
    if (value !== null) kept[name] = value
  }
  return kept
}

function refusal(status: number, message: string): Response {
  return Response.json({ statusCode: status, error: message, message }, { status })
}

function methodNotAllowed(allow: string): Response {
  return Response.json(
    { statusCode: 405, error: 'Method not allowed', message: `Use ${allow}.` },
    { status: 405, headers: { Allow: allow } },
  )
}
