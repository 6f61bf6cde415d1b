import { request as httpRequest } from 'node:http'
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'

export interface HttpAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  json: <T = Record<string, unknown>>() => T
}

export interface CallOptions {
  method?: string
  token?: string
  origin?: string
  /** The Host header; defaults to the Studio's `<projectId>.localhost:<port>`. */
  host?: string
  headers?: Record<string, string>
  body?: unknown
  /** The address to send from (another loopback address is another client to the lake). */
  localAddress?: string
}

/**
 * Real HTTP requests to a server on 127.0.0.1 that carry any Host header, as the Studio's
 * `<projectId>.localhost` requests arrive (Node's fetch cannot set Host).
 */
export function lakeClient(port: number, projectId: string) {
  const headersFor = (options: CallOptions) => {
    const headers: Record<string, string> = {
      host: options.host ?? `${projectId}.localhost:${port}`,
      ...options.headers,
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    if (options.origin) headers.origin = options.origin
    return headers
  }

  function call(path: string, options: CallOptions = {}): Promise<HttpAnswer> {
    const raw =
      options.body === undefined
        ? undefined
        : Buffer.isBuffer(options.body)
          ? options.body
          : Buffer.from(JSON.stringify(options.body))
    const headers = headersFor(options)
    if (raw && !headers['content-type']) headers['content-type'] = 'application/json'
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          method: options.method ?? (raw ? 'POST' : 'GET'),
          headers,
          ...(options.localAddress && { localAddress: options.localAddress }),
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            const body = Buffer.concat(chunks)
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body,
              json: <T>() => JSON.parse(body.toString('utf8')) as T,
            })
          })
          response.on('error', reject)
        },
      )
      outgoing.on('error', reject)
      outgoing.end(raw)
    })
  }

  return {
    call,
    listen: (path: string, options: CallOptions = {}) =>
      openEventStream(port, path, headersFor(options)),
  }
}

export interface ServerSentEvent {
  event: string
  id?: string
  data: Record<string, unknown>
}

export interface EventStream {
  status: Promise<number>
  /** The next event (of the given name, skipping others when given). */
  next: (event?: string) => Promise<ServerSentEvent>
  close: () => void
}

function openEventStream(port: number, path: string, headers: Record<string, string>): EventStream {
  const received: ServerSentEvent[] = []
  const waiters: Array<() => void> = []
  let buffer = ''
  let response: IncomingMessage | undefined
  const outgoing = httpRequest({
    host: '127.0.0.1',
    port,
    path,
    headers: { ...headers, accept: 'text/event-stream' },
  })
  const status = new Promise<number>((resolve, reject) => {
    outgoing.on('response', (incoming) => {
      response = incoming
      resolve(incoming.statusCode ?? 0)
      incoming.setEncoding('utf8')
      incoming.on('data', (chunk: string) => {
        buffer += chunk
        let end: number
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [
                line.slice(0, line.indexOf(':')),
                line.slice(line.indexOf(':') + 1).trim(),
              ]),
          ) as Record<string, string>
          if (!fields.event) continue
          received.push({
            event: fields.event,
            ...(fields.id && { id: fields.id }),
            data: JSON.parse(fields.data ?? '{}') as Record<string, unknown>,
          })
          waiters.splice(0).forEach((wake) => wake())
        }
      })
    })
    outgoing.on('error', reject)
  })
  outgoing.on('error', () => undefined)
  outgoing.end()

  async function next(event?: string): Promise<ServerSentEvent> {
    for (;;) {
      const index = received.findIndex((candidate) => !event || candidate.event === event)
      if (index !== -1) return received.splice(0, index + 1).at(-1) as ServerSentEvent
      await new Promise<void>((resolve) => waiters.push(resolve))
    }
  }

  return {
    status,
    next,
    close: () => {
      response?.destroy()
      outgoing.destroy()
    },
  }
}
