import { setupServer } from 'msw/node'
import type { SetupServer } from 'msw/node'
import { offlineSanityHandlers } from './offline-sanity.ts'

let server: SetupServer | undefined
let running = 0

/**
 * Answers this process's own requests to *.sanity.io from the offline project: the prerender
 * during `vite build`, the React Router config listing product slugs, and server code in the
 * dev and preview servers (route loaders, the contact API). Requests must go through
 * `globalThis.fetch` (see lib/sanity/client.ts). Returns the function that stops it; it stops for
 * real once every caller has.
 */
export function startOfflineSanityServer(): () => void {
  server ??= setupServer(...offlineSanityHandlers())
  if (running === 0) server.listen({ onUnhandledFrame: 'bypass' })
  running += 1
  let stopped = false
  return () => {
    if (stopped) return
    stopped = true
    running -= 1
    if (running === 0) server?.close()
  }
}
