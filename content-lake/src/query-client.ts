import { createHash } from 'node:crypto'
import { bearerToken } from './authorization.ts'
import { CLIENT_ADDRESS_HEADER } from './node-fetch-bridge.ts'

/** The lake's own process: server code and the prerender ask with no token and no address. */
export const OWN_PROCESS = 'process'

/**
 * Whom a query counts against for its share of the query workers: the token it carries (the
 * Studio, the site's preview), else the address it came from (set from the socket by
 * `toFetchRequest`, so the standalone server and the site's offline proxy alike), else the lake's
 * own process. Tokens are kept as a digest only.
 */
export function queryClient(request: Request): string {
  const token = bearerToken(request)
  if (token !== undefined) {
    return `token:${createHash('sha256').update(token).digest('hex').slice(0, 16)}`
  }
  const address = request.headers.get(CLIENT_ADDRESS_HEADER)
  return address ? `address:${address}` : OWN_PROCESS
}
