import { createContactApi, createNoticeRetryApi } from './contact-api.ts'
import type { Endpoint, EndpointServer, RateLimitedLimits } from './endpoint.ts'
import { createPreviewApi } from './preview/preview-api.ts'

const TEN_MINUTES = 10 * 60 * 1000

/** POST {base}api/contact: the contact form (contact-handler.ts). */
export const contactEndpoint: Endpoint<RateLimitedLimits> = {
  name: 'contact',
  path: 'api/contact',
  methods: ['POST'],
  // Plenty for a person, little for a script.
  limits: { rateLimit: { limit: 10, windowMs: TEN_MINUTES }, bodyBytes: 10 * 1024 },
  unavailable: 'El formulario de contacto no está disponible en este momento.',
  handler: createContactApi,
}

/** POST {base}api/contact/retry: the Studio's «Reintentar envío» (leads/notice-retry-handler.ts). */
export const noticeRetryEndpoint: Endpoint<RateLimitedLimits> = {
  name: 'contact-retry',
  path: 'api/contact/retry',
  methods: ['POST', 'OPTIONS'],
  limits: { rateLimit: { limit: 30, windowMs: TEN_MINUTES }, bodyBytes: 1024 },
  unavailable: 'El formulario de contacto no está disponible en este momento.',
  handler: createNoticeRetryApi,
}

/**
 * {base}api/preview and the addresses below it: drafts preview and its query proxy
 * (preview/preview-handler.ts). Wrong secrets are counted there, per address.
 */
export const previewEndpoint: Endpoint = {
  name: 'preview',
  path: 'api/preview',
  below: true,
  methods: ['GET', 'HEAD', 'POST'],
  // The proxy's POSTed query; the other addresses read no body.
  limits: { bodyBytes: 64 * 1024 },
  unavailable: 'La vista previa de borradores no está disponible en este momento.',
  handler: createPreviewApi,
}

/** Every endpoint of the site: what the dev and preview servers serve and Netlify deploys. */
export const endpoints: readonly Endpoint[] = [
  contactEndpoint,
  noticeRetryEndpoint,
  previewEndpoint,
]

/**
 * Work a host runs on a timer: Netlify as a scheduled function (web/server/netlify/<name>.ts) on
 * `schedule`, the dev and preview servers every `everyMs` from when they start listening.
 */
export type ScheduledTask = {
  name: string
  schedule: string
  everyMs: number
  run(server: EndpointServer): Promise<unknown>
}

/**
 * The e-mails to sales whose retry is due (failed sends wait 1, 2, 4… minutes up to 6 hours; see
 * leads/notice-schedule.ts), and those a server stopped before sending.
 */
export const salesNoticeRetries: ScheduledTask = {
  name: 'contact-notices-scheduled',
  schedule: '*/10 * * * *',
  everyMs: 60_000,
  run: (server) => server.salesNotices().retryDue(),
}

export const scheduledTasks: readonly ScheduledTask[] = [salesNoticeRetries]
