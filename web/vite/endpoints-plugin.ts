import { loadEnv } from 'vite'
import type { Connect, Plugin, PreviewServer, ViteDevServer } from 'vite'
import { withTrailingSlash } from '@rehoboth/shared/site-base'
import { sendFetchResponse, toFetchRequest } from '@rehoboth/content-lake/node-fetch-bridge'
import {
  answersAt,
  EndpointConfigError,
  type Endpoint,
  type EndpointHandler,
  type EndpointServer,
} from '../server/endpoint.ts'
import { endpointServer } from '../server/endpoint-server.ts'
import {
  endpoints as siteEndpoints,
  scheduledTasks as siteTasks,
  type ScheduledTask,
} from '../server/endpoints.ts'
import { withApiSecurityHeaders } from '../server/http/security-headers.ts'
import { jsonResponse } from '../server/json-response.ts'
import { answerSafely, handlerUrl } from './server-guard.ts'

/**
 * Serves every endpoint of the table (web/server/endpoints.ts) from `npm start` and `npm run
 * preview`, at the same addresses as the Netlify functions, and runs its scheduled tasks while
 * the server listens. The variables are read here, on the server, from the environment and .env
 * files (all of them, not only VITE_ ones), so secrets never reach the browser bundle.
 */
export function endpointsApi(
  endpoints: readonly Endpoint[] = siteEndpoints,
  tasks: readonly ScheduledTask[] = siteTasks,
): Plugin {
  let base = '/'
  let server: EndpointServer | undefined

  const mount = (host: ViteDevServer | PreviewServer) => {
    const running = server
    if (!running) return
    const routes = endpoints.map((endpoint) => ({
      endpoint,
      answer: endpointMiddleware(endpoint, running),
    }))
    host.middlewares.use((request, response, next) => {
      const path = new URL(handlerUrl(request)).pathname
      const route = routes.find(({ endpoint }) => answersAt(endpoint, base, path))
      if (!route) return next()
      route.answer(request, response, next)
    })
    host.httpServer?.once('listening', () => {
      for (const task of tasks) runEvery(task, running, host)
    })
  }

  return {
    name: 'rehoboth:endpoints',
    configResolved(config) {
      base = withTrailingSlash(config.base)
      const env = { ...loadEnv(config.mode, config.envDir || config.root, ''), ...process.env }
      server = endpointServer(env, base)
    },
    configureServer: mount,
    configurePreviewServer: mount,
  }
}

/**
 * One endpoint as middleware. Its handler is made as the server starts, so that settings that
 * cannot work are reported then, not at the first visitor; until they are fixed (a restart) every
 * request is answered 502 with the endpoint's `unavailable` message and the reason logged again.
 */
function endpointMiddleware(endpoint: Endpoint, server: EndpointServer) {
  let handler: EndpointHandler | undefined
  const handlerFor = () => (handler ??= endpoint.handler(server, endpoint.limits))
  const unavailable = (error: unknown): Response => {
    if (!(error instanceof EndpointConfigError)) throw error
    console.error(`[${endpoint.name}] ${error.message}`)
    return jsonResponse(502, { message: endpoint.unavailable })
  }
  try {
    handlerFor()
  } catch (error) {
    unavailable(error)
  }
  return answerSafely(endpoint.name, async (request: Connect.IncomingMessage, response) => {
    let answer: Response
    try {
      answer = await handlerFor()(toFetchRequest(request, handlerUrl(request)), {
        clientIp: request.socket.remoteAddress,
      })
    } catch (error) {
      answer = unavailable(error)
    }
    await sendFetchResponse(withApiSecurityHeaders(answer), response)
  })
}

/** A scheduled task, now and every `everyMs` until the server closes; failures are logged. */
function runEvery(
  task: ScheduledTask,
  server: EndpointServer,
  host: ViteDevServer | PreviewServer,
) {
  const run = () => {
    const failed = (error: unknown) => console.error(`[${task.name}] failed:`, error)
    try {
      task.run(server).catch(failed)
    } catch (error) {
      // A setting that cannot work is reported by the endpoint that needs it.
      if (!(error instanceof EndpointConfigError)) failed(error)
    }
  }
  run()
  const timer = setInterval(run, task.everyMs)
  timer.unref()
  host.httpServer?.once('close', () => clearInterval(timer))
}
