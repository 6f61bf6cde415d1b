// Preloaded (`node --import`) into the production rehearsal's `react-router build`: Sanity's API
// for the rehearsal project, the lake that knows only the project's tokens, answers the build's
// requests to *.sanity.io. With a project the site's Sanity client sends them through get-it's own
// undici Agent, which no msw interceptor sees: undici's Agent is told to send them to the lake on
// a loopback port instead.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { isMainThread } from 'node:worker_threads'
import { getResponse } from 'msw'
import type { Agent as UndiciAgent, Dispatcher } from 'undici'
import { sendFetchResponse, toFetchRequest } from '@rehoboth/content-lake/node-fetch-bridge'
import { rehearsalSanity, rehearsalSecrets } from './rehearsal-project.ts'

/**
 * Every undici Agent (the Sanity client's, through get-it, included) sends a request for
 * https://<host>.sanity.io/<path> to http://127.0.0.1:<port>/<host>.sanity.io/<path>.
 */
function sendSanityRequestsTo(lakeOrigin: string) {
  // The copy of undici that get-it loads, whichever that is.
  const fromGetIt = createRequire(createRequire(import.meta.url).resolve('get-it'))
  const { Agent } = fromGetIt('undici') as { Agent: typeof UndiciAgent }
  const dispatch = Agent.prototype.dispatch
  Agent.prototype.dispatch = function (
    this: UndiciAgent,
    options: Dispatcher.DispatchOptions,
    handler: Dispatcher.DispatchHandler,
  ) {
    const { hostname } = new URL(String(options.origin))
    if (!hostname.endsWith('.sanity.io')) return dispatch.call(this, options, handler)
    const path = `/${hostname}${options.path}`
    return dispatch.call(this, { ...options, origin: lakeOrigin, path }, handler)
  }
}

// The lake's query workers get the preload too; only the build's own thread serves.
if (isMainThread) {
  const storeDir = mkdtempSync(join(tmpdir(), 'rehoboth-rehearsal-build-'))
  const secrets = {
    ...rehearsalSecrets(),
    writeToken: process.env.SANITY_API_WRITE_TOKEN ?? '',
    readToken: process.env.SANITY_API_READ_TOKEN ?? '',
  }
  const handlers = rehearsalSanity(secrets, storeDir)
  // `/<host>.sanity.io/<path>` answered as https://<host>.sanity.io/<path>; unreferenced, so that
  // the build ends when its own work does.
  const lake = createServer((request, response) => {
    void getResponse(handlers, toFetchRequest(request, `https:/${request.url ?? '/'}`)).then(
      (answer) => sendFetchResponse(answer ?? new Response(null, { status: 404 }), response),
    )
  })
  await new Promise<void>((resolve) => lake.listen(0, '127.0.0.1', resolve))
  lake.unref()
  const { port } = lake.address() as AddressInfo
  sendSanityRequestsTo(`http://127.0.0.1:${port}`)
  process.once('exit', () => rmSync(storeDir, { recursive: true, force: true }))
}
