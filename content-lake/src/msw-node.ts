import { setupServer } from 'msw/node'
import type { SetupServer } from 'msw/node'
import type { HttpHandler } from 'msw'

interface SharedServer {
  server?: SetupServer
  running: number
}

const processWide = globalThis as typeof globalThis & {
  [key: symbol]: SharedServer | undefined
}

/**
 * A msw/node server over handlers made on first use, shared by everyone in the process: each
 * call of the returned `start` turns it on and gives the function that stops it; it stops for
 * real once every caller has. Shared through `globalThis` under `key`, not module state: the dev
 * server loads this module twice (its bundled config and React Router's config), and two msw
 * servers would both answer every request, the second finding its body already read.
 */
export function sharedMswServer(
  handlers: () => HttpHandler[],
  key = Symbol.for('rehoboth.content-lake.msw-server'),
): () => () => void {
  return () => {
    const shared = (processWide[key] ??= { running: 0 })
    shared.server ??= setupServer(...handlers())
    if (shared.running === 0) shared.server.listen({ onUnhandledFrame: 'bypass' })
    shared.running += 1
    let stopped = false
    return () => {
      if (stopped) return
      stopped = true
      shared.running -= 1
      if (shared.running === 0) shared.server?.close()
    }
  }
}
