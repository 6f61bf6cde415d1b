import type { IncomingMessage, ServerResponse } from 'node:http'
import { getResponse } from 'msw'
import { loadEnv } from 'vite'
import type { Plugin, PreviewServer, ViteDevServer } from 'vite'
import { sendFetchResponse, toFetchRequest } from '@rehoboth/content-lake/node-fetch-bridge'
import { offlineLakeHandlers, startOfflineLake } from '@rehoboth/seed/offline-lake'
import { withTrailingSlash } from '@rehoboth/shared/site-base'
import { sanityProject } from '@rehoboth/shared/project'
import { OFFLINE_SANITY_SEGMENT } from '../src/lib/sanity/env.ts'
import {
  apiSecurityHeaders,
  fileSecurityHeaders,
  withDefaultHeaders,
} from '../server/http/security-headers.ts'
import { siteQueryTexts } from '../server/preview/preview-api.ts'
import { answerSafely } from './server-guard.ts'
import { visitorSanityRequest } from './visitor-sanity-request.ts'

const SANITY_HOST = /^\/([a-z0-9-]+(?:\.[a-z0-9-]+)*\.sanity\.io)(\/.*)?$/

/**
 * Answers `<base>__offline-sanity/<host>/<path>` as `https://<host>/<path>` would answer a
 * visitor, with the offline project's msw handlers: the browser's Sanity client asks here
 * (lib/sanity/client.ts), and offline image and file URLs point here directly. Only what the
 * site's pages ask is passed on, anonymously (visitor-sanity-request.ts).
 */
async function answerAsSanity(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const match = SANITY_HOST.exec(request.url ?? '')
  // A page that goes away stops its query in the lake's worker (the lake bounds it otherwise).
  const clientGone = new AbortController()
  response.once('close', () => clientGone.abort())
  const visitorRequest =
    match &&
    (await visitorSanityRequest(
      toFetchRequest(request, `https://${match[1]}${match[2] ?? '/'}`, clientGone.signal),
      siteQueryTexts,
    ))
  const answer =
    visitorRequest instanceof Request
      ? await getResponse(offlineLakeHandlers(), visitorRequest)
      : visitorRequest
  const sanityAnswer = answer
    ? sameOriginOnly(answer)
    : Response.json({ error: 'Not Found', statusCode: 404 }, { status: 404 })
  const isCdn = match?.[1] === 'cdn.sanity.io'
  await sendFetchResponse(
    withDefaultHeaders(sanityAnswer, isCdn ? fileSecurityHeaders : apiSecurityHeaders),
    response,
  )
}

/** The site's pages ask from its own origin: no CORS header, and no cookie, for anyone else. */
function sameOriginOnly(answer: Response): Response {
  const headers = new Headers(answer.headers)
  for (const name of [...headers.keys()]) {
    if (name.startsWith('access-control-') || name === 'set-cookie') headers.delete(name)
  }
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers,
  })
}

// The same variables lib/sanity/env.ts reads: VITE_SANITY_PROJECT_ID from .env files or the
// environment (what the browser bundle gets), SANITY_PROJECT_ID from the environment.
function isOfflineMode(mode: string, envDir: string): boolean {
  return sanityProject(process.env, loadEnv(mode, envDir, 'VITE_SANITY_')).isOffline
}

/**
 * Serves the offline Sanity API when no Sanity project is configured: on the dev and preview
 * servers (HTTP middleware for the browser, msw/node for server code) and for the whole of
 * `vite build`, so the prerender reads the seed content.
 */
export function offlineSanity(): Plugin {
  let enabled = false
  let base = '/'
  let stopBuildServer: (() => void) | undefined

  const serve = (server: ViteDevServer | PreviewServer) => {
    if (!enabled) return
    server.middlewares.use(
      `${base}${OFFLINE_SANITY_SEGMENT}`,
      answerSafely('offline-sanity', (request, response) => answerAsSanity(request, response)),
    )
    const stop = startOfflineLake()
    server.httpServer?.once('close', stop)
  }

  return {
    name: 'rehoboth:offline-sanity',
    config(config, { command, mode }) {
      enabled = isOfflineMode(mode, config.envDir || config.root || process.cwd())
      // Vite resolves the config again for each environment it builds; start only once.
      if (enabled && command === 'build') stopBuildServer ??= startOfflineLake()
    },
    configResolved(config) {
      base = withTrailingSlash(config.base)
    },
    configureServer: serve,
    configurePreviewServer: serve,
    buildApp: {
      order: 'post',
      async handler(builder) {
        // Without a custom builder.buildApp (React Router has one) Vite builds the environments
        // only after the last buildApp hook; build them now so the server outlives them.
        for (const environment of Object.values(builder.environments)) {
          if (!environment.isBuilt) await builder.build(environment)
        }
        stopBuildServer?.()
        stopBuildServer = undefined
      },
    },
  }
}
