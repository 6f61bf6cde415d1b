import { contactApiConfig } from './contact-api-config.ts'
import { createContactHandler, type ContactHandler } from './contact-handler.ts'
import type { EndpointServer, RateLimitedLimits } from './endpoint.ts'
import { createNoticeRetryHandler, type NoticeRetryHandler } from './leads/notice-retry-handler.ts'
import { createRateLimiter } from './rate-limiter.ts'
import { sanityContactStore } from './sanity-contact-store.ts'

/**
 * The contact API as every host runs it, configured from server-side variables. Throws
 * ContactApiConfigError when a Sanity project is set without its write token or captcha secret.
 */
export function createContactApi(
  server: EndpointServer,
  limits: RateLimitedLimits,
): ContactHandler {
  const config = contactApiConfig(server.env)
  return createContactHandler({
    store: sanityContactStore(config.sanity),
    verifyCaptcha: config.verifyCaptcha,
    rateLimit: createRateLimiter(limits.rateLimit),
    bodyLimitBytes: limits.bodyBytes,
    notifySales: server.salesNotices().notify,
  })
}

/** POST {base}api/contact/retry: sends a due e-mail to sales now (the Studio's «Reintentar envío»). */
export function createNoticeRetryApi(
  server: EndpointServer,
  limits: RateLimitedLimits,
): NoticeRetryHandler {
  const notices = server.salesNotices()
  return createNoticeRetryHandler(
    () => notices,
    createRateLimiter(limits.rateLimit),
    limits.bodyBytes,
  )
}
