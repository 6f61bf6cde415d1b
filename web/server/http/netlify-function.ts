import type { Endpoint } from '../endpoint.ts'
import { endpointServer } from '../endpoint-server.ts'
import { guardedHandler } from './guarded-handler.ts'

/** What Netlify Functions (v2) pass besides the request. */
export type NetlifyContext = { ip?: string; waitUntil?: (work: Promise<unknown>) => void }

/**
 * An endpoint as a Netlify function's default export. Its handler is made once, when Netlify loads
 * the function, from the deployment's variables: a setting that cannot work fails its first
 * request loudly. `context.ip` is the visitor's address; `context.waitUntil` keeps the e-mail to
 * sales going after the visitor has been answered.
 */
export function netlifyFunction<Limits extends Endpoint['limits']>(
  endpoint: Endpoint<Limits>,
  env: Record<string, string | undefined> = process.env,
): (request: Request, context?: NetlifyContext) => Promise<Response> {
  const handle = endpoint.handler(endpointServer(env), endpoint.limits)
  return guardedHandler(endpoint.name, (request: Request, context: NetlifyContext = {}) =>
    handle(request, { clientIp: context.ip, waitUntil: context.waitUntil?.bind(context) }),
  )
}
