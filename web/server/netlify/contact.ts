import { CONTACT_RATE_LIMIT, createContactApi } from '../contact-api.ts'
import { guardedHandler } from '../http/guarded-handler.ts'

// Configured once per function instance; a missing secret fails the deploy's first request loudly.
const handle = createContactApi(process.env)

type NetlifyContext = { ip?: string; waitUntil?: (work: Promise<unknown>) => void }

/**
 * Netlify Functions (v2) call this with a Fetch Request; `context.ip` is the visitor's address and
 * `context.waitUntil` keeps the e-mail to sales going after the visitor has been answered.
 */
const contact = guardedHandler('contact-api', (request: Request, context: NetlifyContext) =>
  handle(request, { clientIp: context.ip, waitUntil: context.waitUntil?.bind(context) }),
)
export default contact

export const config = {
  path: '/rehoboth/api/contact',
  // Netlify's own limit, before the function runs and across all its instances (the in-process
  // one counts per instance). Its window is in seconds and short, so the longer window stays
  // in-process. `aggregateBy` must be an array: a bare string silently counts per domain only.
  rateLimit: {
    windowLimit: CONTACT_RATE_LIMIT.limit,
    windowSize: 180,
    aggregateBy: ['ip', 'domain'],
  },
}
