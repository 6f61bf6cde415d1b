import type { ServerEnv } from './contact-api-config.ts'
import type { SalesNotifier } from './leads/sales-notifier.ts'

/** What a host tells a handler about the request beyond the request itself. */
export type EndpointContext = {
  /** The caller's IP address, as the server or platform that received the request saw it. */
  clientIp: string | undefined
  /**
   * Keeps work going after the answer is sent (Netlify's `context.waitUntil`); the dev and preview
   * servers have none, and the work runs on in their process.
   */
  waitUntil?: (work: Promise<unknown>) => void
}

export type EndpointHandler = (request: Request, context: EndpointContext) => Promise<Response>

/** Requests one address may send in a window. */
export type RateLimit = { limit: number; windowMs: number }

/** What bounds an endpoint: requests per address, and the largest body it reads. */
export type EndpointLimits = {
  /** Requests one address may send in the window, counted in the handler's process. */
  rateLimit?: RateLimit
  bodyBytes: number
}

export type RateLimitedLimits = EndpointLimits & { rateLimit: RateLimit }

/** What every handler is made from, on whichever host runs it. */
export type EndpointServer = {
  /** The server's variables: the environment (and .env files in the dev and preview servers). */
  env: ServerEnv
  /** The site's base path with its trailing slash, e.g. '/rehoboth/'. */
  base: string
  /** The e-mails to sales, one notifier per process (it knows which sends are under way). */
  salesNotices: () => SalesNotifier
}

export type Endpoint<Limits extends EndpointLimits = EndpointLimits> = {
  /** The Netlify function's file name (web/server/netlify/<name>.ts) and the name in the logs. */
  name: string
  /** The address below the site's base path, without a leading slash. */
  path: string
  /** Whether the addresses below `path` are the endpoint's too (`path/*`). */
  below?: boolean
  /** The methods it answers; the handler answers others with 405. */
  methods: readonly string[]
  limits: Limits
  /** What a visitor reads (502) when the server's settings leave the endpoint unable to work. */
  unavailable: string
  /** Makes the handler, once per process; throws EndpointConfigError when settings are wrong. */
  handler(server: EndpointServer, limits: Limits): EndpointHandler
}

/** A setting that leaves an endpoint unable to work: reported as the server starts. */
export class EndpointConfigError extends Error {}

/** The absolute addresses an endpoint answers at, as Netlify's `config.path` writes them. */
export function endpointAddresses(endpoint: Endpoint, base: string): string[] {
  const address = `${base}${endpoint.path}`
  return endpoint.below ? [address, `${address}/*`] : [address]
}

/** Whether a request's path (not decoded, without its query) is one of the endpoint's. */
export function answersAt(endpoint: Endpoint, base: string, path: string): boolean {
  const address = `${base}${endpoint.path}`
  if (endpoint.below) return path === address || path.startsWith(`${address}/`)
  // The dev and preview servers have always taken the address with a trailing slash too.
  return path === address || path === `${address}/`
}
