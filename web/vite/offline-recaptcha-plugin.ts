import { loadEnv } from 'vite'
import type { Plugin, PreviewServer, ViteDevServer } from 'vite'
import { withTrailingSlash } from '@rehoboth/shared/site-base'
import {
  OFFLINE_RECAPTCHA_PATH,
  offlineRecaptchaScript,
  servesOfflineRecaptcha,
} from '../server/offline-recaptcha/offline-recaptcha.ts'
import { fileSecurityHeaders } from '../server/http/security-headers.ts'

/**
 * Serves the local reCAPTCHA stand-in at `{base}__offline-recaptcha/api.js` from the dev and
 * preview servers, only in the offline test-key mode (servesOfflineRecaptcha); otherwise that
 * address is not answered at all.
 */
export function offlineRecaptcha(): Plugin {
  let base = '/'
  let enabled = false

  const mount = (server: ViteDevServer | PreviewServer) => {
    if (!enabled) return
    server.middlewares.use(`${base}${OFFLINE_RECAPTCHA_PATH}`, (_request, response) => {
      response.setHeader('content-type', 'text/javascript; charset=utf-8')
      response.setHeader('cache-control', 'no-store')
      for (const [name, value] of Object.entries(fileSecurityHeaders)) {
        response.setHeader(name, value)
      }
      response.end(offlineRecaptchaScript)
    })
  }

  return {
    name: 'rehoboth:offline-recaptcha',
    configResolved(config) {
      base = withTrailingSlash(config.base)
      enabled = servesOfflineRecaptcha({
        ...loadEnv(
          config.mode,
          typeof config.envDir === 'string' ? config.envDir : config.root,
          '',
        ),
        ...process.env,
      })
    },
    configureServer: mount,
    configurePreviewServer: mount,
  }
}
