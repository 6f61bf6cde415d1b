import { unauthorized } from './sanity-errors.ts'

/** Offline any token is accepted except this one, which answers like a revoked or mistyped token. */
export const INVALID_TOKEN = 'invalid-token'

export type Caller = 'anonymous' | 'authenticated'

function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')
  return match?.[1]
}

/** Who is asking, or the 401 Sanity answers for a token it does not know. */
export function identifyCaller(request: Request): Caller | Response {
  const token = bearerToken(request)
  if (token === undefined) return 'anonymous'
  if (token === INVALID_TOKEN) return unauthorized('Session not found', 'SIO-401-ANF')
  return 'authenticated'
}

/** Writes need a token; without one the answer is a 401, as the importer expects. */
export function requireToken(request: Request): Response | undefined {
  const caller = identifyCaller(request)
  if (caller instanceof Response) return caller
  return caller === 'anonymous'
    ? unauthorized('Missing token: send it as an "Authorization: Bearer <token>" header')
    : undefined
}
