import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

/**
 * The address the Node request came from, for the lake's fair share of query workers. Only
 * `toFetchRequest` sets it, from the socket: whatever a client sends under this name is dropped.
 */
export const CLIENT_ADDRESS_HEADER = 'x-content-lake-client-address'

const HOP_BY_HOP_HEADERS = new Set(['connection', 'host', 'keep-alive', 'transfer-encoding'])
const DROPPED_HEADERS = new Set([...HOP_BY_HOP_HEADERS, CLIENT_ADDRESS_HEADER])

/**
 * The Fetch Request for a Node request, addressed to `url`, carrying the peer's address in
 * CLIENT_ADDRESS_HEADER; `signal` aborts it (client gone).
 */
export function toFetchRequest(
  request: IncomingMessage,
  url: string,
  signal?: AbortSignal,
): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || DROPPED_HEADERS.has(name)) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const address = request.socket.remoteAddress
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address)
  const method = request.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(url, {
    method,
    headers,
    ...(signal && { signal }),
    ...(hasBody && { body: Readable.toWeb(request) as ReadableStream, duplex: 'half' }),
  })
}

/** Writes a Fetch Response to a Node response, streaming its body. */
export async function sendFetchResponse(response: Response, target: ServerResponse): Promise<void> {
  target.statusCode = response.status
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') target.setHeader(name, value)
  })
  // Each cookie is its own header line; setting them one by one would keep only the last.
  const cookies = response.headers.getSetCookie()
  if (cookies.length) target.setHeader('set-cookie', cookies)
  if (!response.body) {
    target.end()
    return
  }
  await new Promise<void>((resolve, reject) => {
    const body = Readable.fromWeb(response.body as NodeReadableStream)
    // A client that goes away (a closed EventSource) ends the stream, which cancels the body.
    target.once('close', () => {
      body.destroy()
      resolve()
    })
    // Event streams must reach the client as each event is written.
    target.flushHeaders()
    body.on('error', reject).pipe(target).on('finish', resolve).on('error', reject)
  })
}
