import { connect } from 'node:net'

export type RawRequest = {
  method: string
  /** The request target exactly as sent, malformed or not. */
  target: string
  headers?: [string, string][]
  body?: string | Buffer
}

export type RawAnswer =
  | { kind: 'answer'; status: number; headers: Record<string, string>; body: string }
  | { kind: 'closed' }
  | { kind: 'timeout' }

export type RawHttpOptions = {
  port: number
  host?: string
  /** The source address (any of 127.0.0.0/8 on loopback), to come from another client. */
  localAddress?: string
  timeoutMs?: number
}

/**
 * One HTTP/1.1 request over a plain socket, written byte for byte as given: fetch and node:http
 * would fix or refuse the malformed addresses and headers these tests need to send. A connection
 * closed without an answer is 'closed'; no answer in time is 'timeout'.
 */
export function rawHttp(request: RawRequest, options: RawHttpOptions): Promise<RawAnswer> {
  const { port, host = '127.0.0.1', localAddress, timeoutMs = 5_000 } = options
  const body = request.body === undefined ? undefined : Buffer.from(request.body)
  const headers = request.headers ?? [['Host', `${host}:${port}`]]
  const lines = [
    `${request.method} ${request.target} HTTP/1.1`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
    ...(body && !headers.some(([name]) => name.toLowerCase() === 'content-length')
      ? [`Content-Length: ${body.length}`]
      : []),
    'Connection: close',
    '',
    '',
  ]
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    const socket = connect({ port, host, ...(localAddress && { localAddress }) })
    const timer = setTimeout(() => {
      socket.destroy()
      resolve({ kind: 'timeout' })
    }, timeoutMs)
    socket.on('connect', () => {
      socket.write(
        Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), body ?? Buffer.alloc(0)]),
      )
    })
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', () => socket.destroy())
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(parseAnswer(Buffer.concat(chunks)))
    })
  })
}

function parseAnswer(bytes: Buffer): RawAnswer {
  const text = bytes.toString('latin1')
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1]
  if (!status) return { kind: 'closed' }
  const headEnd = text.indexOf('\r\n\r\n')
  const head = headEnd === -1 ? text : text.slice(0, headEnd)
  const headers: Record<string, string> = {}
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':')
    if (colon === -1) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`
  }
  const body = headEnd === -1 ? '' : text.slice(headEnd + 4)
  return {
    kind: 'answer',
    status: Number(status),
    headers,
    body: /chunked/i.test(headers['transfer-encoding'] ?? '') ? unchunked(body) : body,
  }
}

function unchunked(body: string): string {
  let rest = body
  let text = ''
  for (;;) {
    const lineEnd = rest.indexOf('\r\n')
    const size = Number.parseInt(rest.slice(0, lineEnd), 16)
    if (lineEnd === -1 || !size) return text
    text += rest.slice(lineEnd + 2, lineEnd + 2 + size)
    rest = rest.slice(lineEnd + 2 + size + 2)
  }
}
