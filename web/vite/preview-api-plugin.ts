import { loadEnv } from 'vite'
import type { Plugin, PreviewServer, ViteDevServer } from 'vite'
import { sendFetchResponse, toFetchRequest } from '@rehoboth/content-lake/node-fetch-bridge'
import { PREVIEW_PATH } from '../src/lib/sanity/preview-mode.ts'
import { createPreviewApi } from '../server/preview/preview-api.ts'
import type { PreviewHandler } from '../server/preview/preview-handler.ts'

/**
 * Serves drafts preview, `{base}api/preview` and the addresses under it, from `npm start` and
 * `npm run preview`. The preview secret and the viewer token are read here, on the server, from
 * the environment and .env files, so they never reach the browser bundle.
 */
export function previewApi(): Plugin {
  let base = '/'
  let env: Record<string, string | undefined> = {}
  let handler: PreviewHandler | undefined

  const mount = (server: ViteDevServer | PreviewServer) => {
    server.middlewares.use(`${base}${PREVIEW_PATH}`, (request, response, next) => {
      const url = `http://${request.headers.host ?? 'localhost'}${request.originalUrl ?? request.url}`
      handler ??= createPreviewApi(env, base)
      handler(toFetchRequest(request, url))
        .then((answer) => sendFetchResponse(answer, response))
        .catch(next)
    })
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
