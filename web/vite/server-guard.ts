import type { ServerResponse } from 'node:http'
import type { Connect, Plugin, PreviewServer, ViteDevServer } from 'vite'
import { checkRequestAddress } from '../server/http/request-address.ts'
import { plainAnswer, serverAnswers } from '../server/http/security-headers.ts'

/**
 * Refuses, with 400, every request whose address is malformed (request-address.ts) before any
 * other middleware of the dev or preview server reads it, Vite's own and React Router's included.
 */
export function serverGuard(): Plugin {
  const mount = (server: ViteDevServer | PreviewServer) => {
    server.middlewares.use(refuseMalformedAddress)
  }
  return {
    name: 'rehoboth:server-guard',
    enforce: 'pre',
    configureServer: { order: 'pre', handler: mount },
    configurePreviewServer: { order: 'pre', handler: mount },
  }
}

export const refuseMalformedAddress: Connect.NextHandleFunction = (request, response, next) => {
  const check = checkRequestAddress(request.url)
  if (check.ok) return next()
  sendPlainAnswer(response, plainAnswer(400, serverAnswers.malformedAddress))
}

/**
 * An async middleware that cannot take the server down: an error it did not expect becomes a 500
 * (or a closed connection, once the answer has started) and a line in the server's log.
 */
export function answerSafely(
  name: string,
  answer: (
    request: Connect.IncomingMessage,
    response: ServerResponse,
    next: Connect.NextFunction,
  ) => Promise<void>,
): Connect.NextHandleFunction {
  return (request, response, next) => {
    let answering: Promise<void>
    try {
      answering = answer(request, response, next)
    } catch (error) {
      answering = Promise.reject(error)
    }
    answering.catch((error: unknown) => {
      console.error(
        `[${name}] ${request.method} ${request.originalUrl ?? request.url} failed:`,
        error,
      )
      if (response.headersSent) {
        response.destroy()
        return
      }
      sendPlainAnswer(response, plainAnswer(500, serverAnswers.failed))
    })
  }
}

/**
 * The URL a Fetch handler gets for a request the guard let through. The handlers read only its
 * path, query and scheme; the origin is fixed so that no Host header can make it unparsable.
 */
export function handlerUrl(request: Connect.IncomingMessage): string {
  return `http://localhost${request.originalUrl ?? request.url ?? '/'}`
}

function sendPlainAnswer(response: ServerResponse, answer: Response) {
  for (const name of response.getHeaderNames()) response.removeHeader(name)
  response.statusCode = answer.status
  answer.headers.forEach((value, name) => response.setHeader(name, value))
  void answer.text().then((body) => response.end(body))
}
