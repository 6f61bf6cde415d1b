import { createServer, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { createAPIServer } from '@maildev/api'
import { registerUI } from '@maildev/ui/server'
import { MailDev } from 'maildev'
import { inboxRefusal } from './inbox-door.ts'

export interface LocalInboxOptions {
  smtpPort: number
  webPort: number
  /** Where the mail is kept, so it is still there after a restart. */
  mailDirectory: string
}

const LOOPBACK = '127.0.0.1'

/**
 * `npm start`'s local inbox: maildev's SMTP server, and its web page and API answered only through
 * a door that applies `inboxRefusal`. maildev's web server would answer any Origin with CORS
 * and credentials and any Host, on its HTTP routes and on its live updates (socket.io, which
 * takes its requests before any route hook); so it never listens itself: the door's server hands
 * it the requests (and websocket upgrades) it lets in.
 */
export async function startLocalInbox({ smtpPort, webPort, mailDirectory }: LocalInboxOptions) {
  const maildev = new MailDev({
    smtp: smtpPort,
    ip: LOOPBACK,
    disableWeb: true,
    mailDirectory,
    silent: true,
  })
  const { storage, smtp } = await maildev.start()
  const api = createAPIServer({ storage, smtp, cors: { origin: false, credentials: false } })
  await api.registerPlugins()
  await registerUI(api.server)
  await api.server.ready()
  const inner = api.server.server

  const door = createServer((request, response) => {
    const refusal = inboxRefusal(request.method, request.headers, webPort)
    if (refusal) return refuse(response, refusal)
    inner.emit('request', request, response)
  })
  door.on('upgrade', (request, socket: Duplex, head: Buffer) => {
    const refusal = inboxRefusal(request.method, request.headers, webPort)
    if (refusal) return refuseUpgrade(socket, refusal)
    inner.emit('upgrade', request, socket, head)
  })
  await new Promise<void>((resolve, reject) => {
    door.once('error', reject)
    door.listen(webPort, LOOPBACK, resolve)
  })

  return {
    async stop() {
      door.closeAllConnections()
      await new Promise<void>((resolve) => door.close(() => resolve()))
      await api.stop()
      await maildev.stop()
    },
  }
}

function refuse(response: ServerResponse, message: string) {
  response.writeHead(403, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  })
  response.end(`${message}\n`)
}

function refuseUpgrade(socket: Duplex, message: string) {
  const body = Buffer.from(`${message}\n`)
  socket.end(
    [
      'HTTP/1.1 403 Forbidden',
      'Content-Type: text/plain; charset=utf-8',
      `Content-Length: ${body.length}`,
      'Connection: close',
      '',
      '',
    ].join('\r\n') + body.toString(),
  )
}
