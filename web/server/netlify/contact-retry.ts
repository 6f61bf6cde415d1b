import { createNoticeRetryApi, NOTICE_RETRY_RATE_LIMIT } from '../contact-api.ts'
import { guardedHandler } from '../http/guarded-handler.ts'

const handle = createNoticeRetryApi(process.env)

/** Netlify Functions (v2): the Studio's «Reintentar envío» (see leads/notice-retry-handler.ts). */
const contactRetry = guardedHandler('contact-retry', (request: Request, context: { ip?: string }) =>
  handle(request, { clientIp: context.ip }),
)
export default contactRetry

export const config = {
  path: '/rehoboth/api/contact/retry',
  rateLimit: {
    windowLimit: NOTICE_RETRY_RATE_LIMIT.limit,
    windowSize: 180,
    aggregateBy: ['ip', 'domain'],
  },
}
