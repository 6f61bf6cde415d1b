import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse } from 'msw'
import { ASSET_ORIGIN_HEADER } from './asset-urls.ts'
import { canonicalUrl, studioAssetOrigin } from './canonical-url.ts'
import { corsHeaders, preflightResponse } from './cors.ts'
import { foreignHost, isOwnHost } from './host-check.ts'
import { createContentLake } from './index.ts'
import type { ContentLake, ContentLakeOptions } from './index.ts'
import { sendFetchResponse, toFetchRequest } from './node-fetch-bridge.ts'
import { notFound } from './sanity-errors.ts'

export const DEFAULT_PORT = 3334
// How long, and how much, the lake reads of a body it answered without reading.
const DROP_BODY_MS = 2_000
const DROP_BODY_BYTES = 64 * 1024 * 1024

export interface LakeServerOptions extends ContentLakeOptions {
  /** 0 picks a free port. */
  port?: number
  /** Logs each request with its status and when it ended (CONTENT_LAKE_LOG=1 in `npm run lake`). */
  log?: boolean
}

export interface LakeServer {
  lake: ContentLake
  port: number
  /** http://localhost:<port>, the `apiHost` to give the Studio. */
  url: string
  close: () => Promise<void>
}

/** Thrown by `startLakeServer` when the port is in use, with a message for the developer. */
export class PortInUseError extends Error {
  readonly port: number

  constructor(port: number) {
    super(
      `Content Lake: port ${port} on 127.0.0.1 is already in use. Another Content Lake may be ` +
        `running (then use it), or set CONTENT_LAKE_PORT to a free port.`,
    )
    this.port = port
  }
}

function withCors(response: Response, origin: string | null): Response {
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(corsHeaders(origin))) headers.set(name, value)
  return new Response(response.body, { status: response.status, headers })
}

async function answer(
  lake: ContentLake,
  request: IncomingMessage,
  response: ServerResponse,
  log: boolean,
): Promise<void> {
  const { port } = request.socket.address() as AddressInfo
  if (!isOwnHost(request.headers.host, port)) {
    await sendFetchResponse(foreignHost(request.headers.host), response)
    return
  }
  const url = canonicalUrl(request.headers.host, request.url ?? '/')
  if (log) {
    const started = Date.now()
    const tag = url.searchParams.get('tag') ?? ''
    response.once('close', () =>
      console.log(
        `Content Lake: ${request.method} ${request.headers.host}${url.pathname} ${tag} ` +
          `${response.statusCode} ${Date.now() - started} ms${response.writableFinished ? '' : ' (closed by client)'}`,
      ),
    )
  }
  const aborted = new AbortController()
  response.once('close', () => aborted.abort())
  const fetchRequest = toFetchRequest(request, url.href, aborted.signal)
  fetchRequest.headers.delete(ASSET_ORIGIN_HEADER)
  const assetOrigin = studioAssetOrigin(request.headers.host, request.url ?? '/')
  if (assetOrigin) fetchRequest.headers.set(ASSET_ORIGIN_HEADER, assetOrigin)
  const origin = request.headers.origin ?? null
  if (request.method === 'OPTIONS') {
    await sendFetchResponse(preflightResponse(fetchRequest), response)
    return
  }
  const answered =
    (await getResponse(lake.handlers, fetchRequest)) ??
    notFound(`No such endpoint in the local Content Lake: ${request.method} ${url.pathname}`)
  // Dropping starts before the answer goes out: once it has, Node may close a connection whose
  // request is still coming, and the client then sees a reset instead of the answer.
  if (!request.complete) dropRestOfBody(request)
  await sendFetchResponse(withCors(answered, origin), response)
}

/**
 * Reads and drops the rest of a body the answer did not need (a 413 from its Content-Length),
 * for a moment: closing a connection with the body unread resets it, and the client may then see
 * the reset instead of the answer. A client still sending past the bounds loses the connection.
 */
function dropRestOfBody(request: IncomingMessage): void {
  const { socket } = request
  let dropped = 0
  const close = () => {
    clearTimeout(timer)
    socket.destroy()
  }
  const timer = setTimeout(close, DROP_BODY_MS)
  // The Fetch request's stream no longer needs what comes: nothing is kept.
  request.removeAllListeners('data')
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length
    if (dropped > DROP_BODY_BYTES) close()
  })
  request.once('end', () => clearTimeout(timer))
  request.resume()
}

/**
 * The local Content Lake as an HTTP server on 127.0.0.1 only, for the Studio and the dev
 * servers: the same handlers as in-process, addressed as described in `canonicalUrl`.
 */
export async function startLakeServer(options: LakeServerOptions): Promise<LakeServer> {
  const lake = createContentLake(options)
  const server = createServer((request, response) => {
    answer(lake, request, response, options.log ?? false).catch((error: unknown) => {
      console.error('Content Lake: request failed', request.method, request.url, error)
      if (!response.headersSent) {
        response.statusCode = 500
        response.setHeader('content-type', 'application/json')
      }
      response.end(JSON.stringify({ statusCode: 500, error: 'Internal Server Error' }))
    })
  })
  server.on('upgrade', (request, socket, head) => {
    const { port } = request.socket.address() as AddressInfo
    if (!isOwnHost(request.headers.host, port)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n')
      return
    }
    const url = canonicalUrl(request.headers.host, request.url ?? '/')
    if (!lake.upgrade?.(request, socket, head, url)) socket.destroy()
  })
  const requestedPort = options.port ?? DEFAULT_PORT
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(requestedPort) : error),
    )
    server.listen(requestedPort, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    lake,
    port,
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
