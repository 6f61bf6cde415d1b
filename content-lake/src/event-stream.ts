/** A comment line this often keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 15_000

export interface EventSender {
  /** Writes one server-sent event; nothing once the stream has ended. */
  send: (event: string, data: object, id?: string) => void
}

/**
 * A server-sent events response. `begin` starts the events and returns what to undo when the
 * stream ends: the reader cancels it or the request is aborted. Heartbeats keep it open between.
 */
export function eventStreamResponse(
  request: Request,
  begin: (sender: EventSender) => () => void,
): Response {
  const encoder = new TextEncoder()
  let stop = () => {}
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true
      const write = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text))
      }
      const end = begin({
        send: (event, data, id) =>
          write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      })
      const heartbeat = setInterval(() => write(':\n\n'), HEARTBEAT_MS)
      heartbeat.unref?.()
      const onAbort = () => stop()
      stop = () => {
        if (!open) return
        open = false
        clearInterval(heartbeat)
        end()
        request.signal.removeEventListener('abort', onAbort)
        try {
          controller.close()
        } catch {
          // Already closed by the reader.
        }
      }
      request.signal.addEventListener('abort', onAbort)
    },
    cancel() {
      stop()
    },
  })
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
    },
  })
}
