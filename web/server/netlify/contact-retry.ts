import { createNoticeRetryApi, NOTICE_RETRY_RATE_LIMIT } from '../contact-api.ts'

const handle = createNoticeRetryApi(process.env)

/** Netlify Functions (v2): the Studio's «Reintentar envío» (see leads/notice-retry-handler.ts). */
export default function contactRetry(
  request: Request,
  context: { ip?: string },
): Promise<Response> {
  return handle(request, { clientIp: context.ip })
}

export const config = {
  path: '/rehoboth/api/contact/retry',
  rateLimit: {
    windowLimit: NOTICE_RETRY_RATE_LIMIT.limit,
    windowSize: 180,
    aggregateBy: ['ip', 'domain'],
  },
}
