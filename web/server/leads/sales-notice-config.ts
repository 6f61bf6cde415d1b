import { localSiteUrl, localStudioUrl } from '@rehoboth/shared/local-addresses'
import { OFFLINE_PROJECT_ID, siteBase } from '../../src/lib/sanity/env.ts'
import { contactApiConfig, type ServerEnv } from '../contact-api-config.ts'
import { sanityLeadNotices } from './lead-notices.ts'
import { createSalesNotifier, type SalesNotifier, type SendMail } from './sales-notifier.ts'
import { smtpMailer } from './smtp-mailer.ts'

/** `npm start`'s local inbox (maildev): where the dev and preview servers send offline. */
export const LOCAL_SMTP_URL = 'smtp://127.0.0.1:1025'
const SAMPLE_SITE_URL = 'https://www.example.com'
const DEFAULT_FROM = 'Sitio web Rehoboth <no-responder@example.com>'

function value(env: ServerEnv, name: string): string | undefined {
  return env[name]?.trim() || undefined
}

/**
 * The e-mail to sales, configured from server-side variables: SMTP_URL (the mail server),
 * CONTACT_MAIL_FROM (the sender), STUDIO_URL (where the Studio is published, for the link that
 * opens the request) and SITE_URL (for the product's link). Offline they default to `npm start`'s
 * local inbox, Studio and site; with a Sanity project and no SMTP_URL every send fails with a
 * reason the Studio shows, and is retried once it is set.
 */
export function createSalesNotices(env: ServerEnv): SalesNotifier {
  const { sanity } = contactApiConfig(env)
  const offline = sanity.projectId === OFFLINE_PROJECT_ID
  const smtpUrl = value(env, 'SMTP_URL') ?? (offline ? LOCAL_SMTP_URL : undefined)
  const studio = (value(env, 'STUDIO_URL') ?? (offline ? localStudioUrl() : undefined))?.replace(
    /\/+$/,
    '',
  )
  const siteOrigin = new URL(value(env, 'SITE_URL') ?? (offline ? localSiteUrl() : SAMPLE_SITE_URL))
    .origin
  const send: SendMail = smtpUrl
    ? smtpMailer(smtpUrl)
    : () => Promise.reject(new Error('SMTP_URL no está configurado en el servidor del sitio.'))

  return createSalesNotifier({
    store: sanityLeadNotices(sanity),
    send,
    mail: {
      from: value(env, 'CONTACT_MAIL_FROM') ?? DEFAULT_FROM,
      productUrl: (slug) => `${siteOrigin}${siteBase}${encodeURIComponent(slug)}`,
      studioUrl: studio
        ? (id) => `${studio}/intent/edit/id=${encodeURIComponent(id)};type=contactRequest/`
        : undefined,
    },
  })
}
