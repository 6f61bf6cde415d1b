import type { ServerResponse } from 'node:http'
import { loadEnv } from 'vite'
import type { Connect, Plugin, PreviewServer, ViteDevServer } from 'vite'
import { sendFetchResponse, toFetchRequest } from '@rehoboth/content-lake/node-fetch-bridge'
import { createContactApi, createNoticeRetryApi } from '../server/contact-api.ts'
import { ContactApiConfigError } from '../server/contact-api-config.ts'
import type { ServerEnv } from '../server/contact-api-config.ts'
import type { ContactHandler } from '../server/contact-handler.ts'
import { withApiSecurityHeaders } from '../server/http/security-headers.ts'
import { jsonResponse } from '../server/json-response.ts'
import { answerSafely, handlerUrl } from './server-guard.ts'
import type { NoticeRetryHandler } from '../server/leads/notice-retry-handler.ts'
import { createSalesNotices } from '../server/leads/sales-notice-config.ts'
import type { SalesNotifier } from '../server/leads/sales-notifier.ts'

export const CONTACT_API_PATH = 'api/contact'
export const NOTICE_RETRY_PATH = 'api/contact/retry'
/** How often the dev and preview servers look for e-mails to sales whose retry is due. */
const RETRY_SWEEP_MS = 60_000

/**
 * Serves the contact API, `POST {base}api/contact`, from `npm start` and `npm run preview`. Its
 * secrets are read here, on the server, from the environment and .env files (all variables, not
 * only VITE_ ones), so they never reach the browser bundle.
 */
export function contactApi(): Plugin {
  let base = '/'
  let env: ServerEnv = {}
  let handler: ContactHandler | undefined
  let retryHandler: NoticeRetryHandler | undefined
  let notices: SalesNotifier | undefined

  const noticesFor = (): SalesNotifier => (notices ??= createSalesNotices(env))
  const handlerFor = (): ContactHandler => (handler ??= createContactApi(env, noticesFor()))
  const retryHandlerFor = (): NoticeRetryHandler =>
    (retryHandler ??= createNoticeRetryApi(env, noticesFor()))

  const answer = async (
    request: Connect.IncomingMessage,
    response: ServerResponse,
    handle: () => ContactHandler | NoticeRetryHandler,
  ) => {
    let fetchResponse: Response
    try {
      fetchResponse = await handle()(toFetchRequest(request, handlerUrl(request)), {
        clientIp: request.socket.remoteAddress,
      })
    } catch (error) {
      if (!(error instanceof ContactApiConfigError)) throw error
      console.error(`[contact-api] ${error.message}`)
      fetchResponse = jsonResponse(502, {
        message: 'El formulario de contacto no está disponible en este momento.',
      })
    }
    await sendFetchResponse(withApiSecurityHeaders(fetchResponse), response)
  }

  /** E-mails to sales that failed or were never sent (the server stopped) go out again. */
  const retryDueNotices = () => {
    let found: SalesNotifier
    try {
      found = noticesFor()
    } catch {
      return // The configuration error is reported when the form is used.
    }
    found.retryDue().catch((error: unknown) => {
      console.error('[sales-notice] Could not retry the e-mails to sales.', error)
    })
  }

  const mount = (server: ViteDevServer | PreviewServer) => {
    // Settings that cannot work are reported as the server starts, not at the first visitor.
    try {
      handlerFor()
    } catch (error) {
      if (!(error instanceof ContactApiConfigError)) throw error
      console.error(`[contact-api] ${error.message}`)
    }
    // Mounted on a prefix: only the address itself (with or without a query) is the API.
    const exactly = (path: string | undefined) => /^\/?(?:\?.*)?$/.test(path ?? '')
    server.middlewares.use(
      `${base}${NOTICE_RETRY_PATH}`,
      answerSafely('contact-retry', async (request, response, next) => {
        if (!exactly(request.url)) return next()
        await answer(request, response, retryHandlerFor)
      }),
    )
    server.middlewares.use(
      `${base}${CONTACT_API_PATH}`,
      answerSafely('contact-api', async (request, response, next) => {
        if (!exactly(request.url)) return next()
        await answer(request, response, handlerFor)
      }),
    )
    server.httpServer?.once('listening', () => {
      retryDueNotices()
      const sweep = setInterval(retryDueNotices, RETRY_SWEEP_MS)
      sweep.unref()
      server.httpServer?.once('close', () => clearInterval(sweep))
    })
  }

  return {
    name: 'rehoboth:contact-api',
    configResolved(config) {
      base = config.base.endsWith('/') ? config.base : `${config.base}/`
      env = { ...loadEnv(config.mode, config.envDir || config.root, ''), ...process.env }
    },
    configureServer: mount,
    configurePreviewServer: mount,
  }
}
