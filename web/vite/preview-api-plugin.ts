import { loadEnv } from 'vite'
import type { Plugin, PreviewServer, ViteDevServer } from 'vite'
import { sendFetchResponse, toFetchRequest } from '@rehoboth/content-lake/node-fetch-bridge'
import { PREVIEW_PATH } from '../src/lib/sanity/preview-mode.ts'
import { withApiSecurityHeaders } from '../server/http/security-headers.ts'
import { createPreviewApi } from '../server/preview/preview-api.ts'
import type { PreviewHandler } from '../server/preview/preview-handler.ts'
import { answerSafely, handlerUrl } from './server-guard.ts'

/**
 * Serves drafts preview, `{base}api/preview` and the addresses under it, from `npm start` and
 * `npm run preview`. The preview secret and the viewer token are read here, on the server, from
 * the environment and .env files, so they never reach the browser bundle; settings that turn
 * preview off are reported as the server starts.
 */
export function previewApi(): Plugin {
  let base = '/'
  let env: Record<string, string | undefined> = {}
  let handler: PreviewHandler | undefined

  const mount = (server: ViteDevServer | PreviewServer) => {
    const handle = (handler ??= createPreviewApi(env, base))
    server.middlewares.use(
      `${base}${PREVIEW_PATH}`,
      answerSafely('preview', async (request, response) => {
        const answer = await handle(toFetchRequest(request, handlerUrl(request)), {
          clientIp: request.socket.remoteAddress,
        })
        await sendFetchResponse(withApiSecurityHeaders(answer), response)
      }),
    )
  }

  return {
    name: 'rehoboth:preview-api',
    configResolved(config) {
      base = config.base.endsWith('/') ? config.base : `${config.base}/`
      env = { ...loadEnv(config.mode, config.envDir || config.root, ''), ...process.env }
    },
    configureServer: mount,
    configurePreviewServer: mount,
  }
}
