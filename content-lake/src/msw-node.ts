import { setupServer } from 'msw/node'
import type { SetupServer } from 'msw/node'
import type { HttpHandler } from 'msw'

/**
 * A msw/node server over handlers made on first use, shared by everyone in the process: each
 * call of the returned `start` turns it on and gives the function that stops it; it stops for
 * real once every caller has.
 */
export function sharedMswServer(handlers: () => HttpHandler[]): () => () => void {
  let server: SetupServer | undefined
  let running = 0
  return () => {
    server ??= setupServer(...handlers())
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
}
