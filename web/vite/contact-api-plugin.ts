import type { ServerResponse } from 'node:http'
import { loadEnv } from 'vite'
import type { Connect, Plugin, PreviewServer, ViteDevServer } from 'vite'
import { sendFetchResponse, toFetchRequest } from '@rehoboth/content-lake/node-fetch-bridge'
import { createContactApi } from '../server/contact-api.ts'
import { ContactApiConfigError } from '../server/contact-api-config.ts'
import type { ServerEnv } from '../server/contact-api-config.ts'
import type { ContactHandler } from '../server/contact-handler.ts'
import { withApiSecurityHeaders } from '../server/http/security-headers.ts'
import { jsonResponse } from '../server/json-response.ts'
import { answerSafely, handlerUrl } from './server-guard.ts'

export const CONTACT_API_PATH = 'api/contact'

/**
 * Serves the contact API, `POST {base}api/contact`, from `npm start` and `npm run preview`. Its
 * secrets are read here, on the server, from the environment and .env files (all variables, not
 * only VITE_ ones), so they never reach the browser bundle.
 */
export function contactApi(): Plugin {
  let base = '/'
  let env: ServerEnv = {}
  let handler: ContactHandler | undefined

  const handlerFor = (): ContactHandler => (handler ??= createContactApi(env))

  const answer = async (request: Connect.IncomingMessage, response: ServerResponse) => {
    let fetchResponse: Response
    try {
      fetchResponse = await handlerFor()(toFetchRequest(request, handlerUrl(request)), {
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

  const mount = (server: ViteDevServer | PreviewServer) => {
    // Settings that cannot work are reported as the server starts, not at the first visitor.
    try {
      handlerFor()
    } catch (error) {
      if (!(error instanceof ContactApiConfigError)) throw error
      console.error(`[contact-api] ${error.message}`)
    }
    server.middlewares.use(
      `${base}${CONTACT_API_PATH}`,
      answerSafely('contact-api', async (request, response, next) => {
        // Mounted on a prefix: only the address itself (with or without a query) is the API.
        if (!/^\/?(?:\?.*)?$/.test(request.url ?? '')) return next()
        await answer(request, response)
      }),
    )
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
