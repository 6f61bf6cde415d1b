import { contactApiConfig, type ServerEnv } from './contact-api-config.ts'
import { createContactHandler, type ContactHandler } from './contact-handler.ts'
import { createNoticeRetryHandler, type NoticeRetryHandler } from './leads/notice-retry-handler.ts'
import { createSalesNotices } from './leads/sales-notice-config.ts'
import type { SalesNotifier } from './leads/sales-notifier.ts'
import { createRateLimiter } from './rate-limiter.ts'
import { sanityContactStore } from './sanity-contact-store.ts'

/** Requests one IP address may send in ten minutes: plenty for a person, little for a script. */
export const CONTACT_RATE_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 }
/** «Reintentar envío» presses one address may make in ten minutes. */
export const NOTICE_RETRY_RATE_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 }

/**
 * The contact API as every host runs it, configured from server-side variables. Throws
 * ContactApiConfigError when a Sanity project is set without its write token or captcha secret.
 */
export function createContactApi(
  env: ServerEnv,
  notices: SalesNotifier = createSalesNotices(env),
): ContactHandler {
  const config = contactApiConfig(env)
  return createContactHandler({
    store: sanityContactStore(config.sanity),
    verifyCaptcha: config.verifyCaptcha,
    rateLimit: createRateLimiter(CONTACT_RATE_LIMIT),
    notifySales: notices.notify,
  })
}

/** POST {base}api/contact/retry: sends a due e-mail to sales now (the Studio's «Reintentar envío»). */
export function createNoticeRetryApi(
  env: ServerEnv,
  notices: SalesNotifier = createSalesNotices(env),
): NoticeRetryHandler {
  return createNoticeRetryHandler(() => notices, createRateLimiter(NOTICE_RETRY_RATE_LIMIT))
}
