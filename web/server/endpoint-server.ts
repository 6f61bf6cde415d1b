import { SITE_BASE } from '@rehoboth/shared/site-base'
import type { ServerEnv } from './contact-api-config.ts'
import type { EndpointServer } from './endpoint.ts'
import { createSalesNotices } from './leads/sales-notice-config.ts'
import type { SalesNotifier } from './leads/sales-notifier.ts'

/**
 * What the handlers of one process are made from: its variables, the site's base path and one
 * notifier of e-mails to sales, made when a handler first needs it (its settings may be wrong,
 * which that handler then reports).
 */
export function endpointServer(env: ServerEnv, base: string = SITE_BASE): EndpointServer {
  let notices: SalesNotifier | undefined
  return { env, base, salesNotices: () => (notices ??= createSalesNotices(env)) }
}
