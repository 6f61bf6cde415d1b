import { LOCAL_EDITOR } from './local-editor.ts'
import { forbidden, unauthorized } from './sanity-errors.ts'

/** Offline any token is accepted except this one, which answers like a revoked or mistyped token. */
export const INVALID_TOKEN = 'invalid-token'

export type Caller = 'anonymous' | 'authenticated'

/** Sanity's roles as far as the lake tells them apart: viewers read drafts, editors also write. */
export type TokenRole = 'viewer' | 'editor'

/** One of a project's API tokens, as sanity.io/manage lists them. */
export interface ProjectToken {
  token: string
  role: TokenRole
  /** The user or robot the token acts as: the author of its writes (default: the local editor). */
  userId?: string
}

/** Who writes: the author the transaction log records, and whether the role allows writing. */
export interface Writer {
  author: string
  role: TokenRole
}

export interface Authorization {
  /** Who reads: anonymous, or a token's holder, who sees drafts; or the 401 for an unknown token. */
  caller: (request: Request) => Caller | Response
  /** Who writes, or the 401 Sanity answers without a token or for one it does not know. */
  writer: (request: Request) => Writer | Response
}

export type WritePermission = 'create' | 'update' | 'delete'

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')
  return match?.[1]
}

const sessionNotFound = () => unauthorized('Session not found', 'SIO-401-ANF')
const missingToken = () =>
  unauthorized('Missing token: send it as an "Authorization: Bearer <token>" header')

/**
 * How the lake tells callers apart. Offline (no `tokens`) any token is the local editor's, but
 * INVALID_TOKEN. Given the project's tokens (a rehearsal of a deployment), only those are known,
 * each with its role: any other token answers 401 as Sanity does, a viewer's writes 403.
 */
export function createAuthorization(tokens?: readonly ProjectToken[]): Authorization {
  const known = new Map(tokens?.map((entry) => [entry.token, entry]))
  const holder = (token: string): ProjectToken | undefined => {
    if (!tokens) return token === INVALID_TOKEN ? undefined : { token, role: 'editor' }
    return known.get(token)
  }
  return {
    caller(request) {
      const token = bearerToken(request)
      if (token === undefined) return 'anonymous'
      return holder(token) ? 'authenticated' : sessionNotFound()
    },
    writer(request) {
      const token = bearerToken(request)
      if (token === undefined) return missingToken()
      const found = holder(token)
      if (!found) return sessionNotFound()
      return { author: found.userId ?? LOCAL_EDITOR.id, role: found.role }
    },
  }
}

/** What the first of a request's mutations needs: the permission Sanity names when it refuses. */
export function mutationPermission(mutations: readonly unknown[]): WritePermission {
  const [kind] = Object.keys((mutations[0] ?? {}) as object)
  if (kind === 'delete') return 'delete'
  return kind === 'patch' ? 'update' : 'create'
}

/** Sanity's 403 when a token's role lacks a permission, as a mutation error (mutate, actions). */
export function insufficientPermissions(permission: WritePermission): Response {
  const description = `Insufficient permissions; permission "${permission}" required`
  return Response.json(
    {
      error: {
        description: `the mutation(s) failed: ${description}`,
        items: [
          { index: 0, error: { description, permission, type: 'insufficientPermissionsError' } },
        ],
        type: 'mutationError',
      },
    },
    { status: 403 },
  )
}

/** Sanity's 403 for an upload by a token that may not create documents. */
export function uploadNotPermitted(): Response {
  return forbidden('Insufficient permissions; permission "create" required')
}
