import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'

/**
 * Handles an HTTP upgrade (WebSocket) on the standalone server; `url` is the canonical Sanity URL
 * the request stands for. Returns true when it took the socket.
 */
export type UpgradeHandler = (
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  url: URL,
) => boolean
