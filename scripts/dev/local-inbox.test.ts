import { mkdtempSync, rmSync } from 'node:fs'
import { request, type IncomingHttpHeaders } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { planServices } from './plan.ts'
import { runServices, type Running } from './run-services.ts'

// `npm start`'s inbox holds every visitor's name, e-mail and phone. Started here as `npm start`
// starts it, on free ports and a fresh store, and tried as a page on another site would.
const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '')
const storeDir = mkdtempSync(join(tmpdir(), 'local-inbox-'))
let smtpPort: number
let webPort: number
let running: Running | undefined

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function startInbox() {
  const plan = planServices(
    'all',
    {
      INBOX_SMTP_PORT: String(smtpPort),
      INBOX_WEB_PORT: String(webPort),
      OFFLINE_SANITY_DATA_DIR: storeDir,
    },
    root,
  )
  running = await runServices([plan.services.filter(({ name }) => name === 'inbox')])
  expect(running.ready).toBe(true)
}

async function stopInbox() {
  running?.stop()
  await running?.stopped
  running = undefined
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: string }

/** One request as a browser (or anything else) may send it: Host and Origin as given. */
function send(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: webPort,
        path,
        method,
        headers: { host: `localhost:${webPort}`, ...headers },
      },
      (answer) => {
        let body = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk: string) => (body += chunk))
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

const ownOrigin = () => `http://localhost:${webPort}`
const evil = { origin: 'https://evil.example' }

/** The inbox page's live updates (socket.io over a websocket), opened as a page at `origin`. */
function liveUpdates(origin: string): WebSocket {
  // Node's WebSocket (undici) takes the headers a browser would send; the DOM type does not know.
  const init = { headers: { Origin: origin } } as unknown as string[]
  return new WebSocket(`ws://localhost:${webPort}/socket.io/?EIO=4&transport=websocket`, init)
}

async function mailToSales(subject: string) {
  await nodemailer.createTransport(`smtp://127.0.0.1:${smtpPort}`).sendMail({
    from: 'Sitio web <no-responder@example.com>',
    to: 'ventas@example.com',
    subject,
    text: 'Nombre: María Pérez. Teléfono: +57 3001234567.',
  })
}

async function subjects(): Promise<string[]> {
  const answer = await send('/api/email')
  expect(answer.status).toBe(200)
  return (JSON.parse(answer.body) as { subject: string }[]).map(({ subject }) => subject)
}

beforeAll(async () => {
  smtpPort = await freePort()
  webPort = await freePort()
  await startInbox()
  await mailToSales('Nueva solicitud de contacto')
}, 90_000)
afterAll(async () => {
  await stopInbox()
  rmSync(storeDir, { recursive: true, force: true })
}, 30_000)

describe("npm start's local inbox", () => {
  it('answers its own page: the page, the mail, live updates over its websocket', async () => {
    const page = await send('/', { accept: 'text/html' })
    expect(page.status).toBe(200)
    expect(page.body).toContain('<html')
    const sameOrigin = { origin: ownOrigin(), 'sec-fetch-site': 'same-origin' }
    expect((await send('/api/email', sameOrigin)).status).toBe(200)
    expect(await subjects()).toContain('Nueva solicitud de contacto')

    const live = liveUpdates(ownOrigin())
    const messages: string[] = []
    live.onmessage = ({ data }) => {
      messages.push(String(data))
      if (String(data).startsWith('0{')) live.send('40')
    }
    const arrived = (prefix: string) =>
      expect.poll(() => messages.some((m) => m.startsWith(prefix)), { timeout: 5_000 }).toBe(true)
    await arrived('40{')
    await mailToSales('Otra solicitud')
    await arrived('42["newMail"')
    live.close()
  })

  it('gives another page no CORS: it can neither read nor delete the mail', async () => {
    const read = await send('/api/email', evil)
    expect(read.status).toBe(403)
    expect(read.headers['access-control-allow-origin']).toBeUndefined()
    expect(read.headers['access-control-allow-credentials']).toBeUndefined()

    const preflight = await send(
      '/api/email/all',
      { ...evil, 'access-control-request-method': 'DELETE' },
      'OPTIONS',
    )
    expect(preflight.status).toBe(403)
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()

    const otherPages: Record<string, string>[] = [
      evil,
      // Another server on this machine is another page too.
      { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' },
      // A form or an image from another site: no Origin, but the browser says where it came from.
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
    ]
    for (const headers of otherPages) {
      expect((await send('/api/email/all', headers, 'DELETE')).status).toBe(403)
      expect((await send('/api/email/delete', headers, 'POST')).status).toBe(403)
    }
    expect(await subjects()).toContain('Nueva solicitud de contacto')

    const listening = liveUpdates(evil.origin)
    const outcome = await new Promise((resolve) => {
      listening.onopen = () => resolve('open')
      listening.onerror = () => resolve('refused')
    })
    expect(outcome).toBe('refused')
  })

  it('opens from a link on another page, as a page of its own', async () => {
    const opened = await send('/', {
      accept: 'text/html',
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
    })
    expect(opened.status).toBe(200)
    const framed = await send('/', {
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'iframe',
    })
    expect(framed.status).toBe(403)
  })

  it('answers only its own name and port (no DNS rebinding)', async () => {
    for (const host of [`evil.example:${webPort}`, 'evil.example', `localhost:${webPort + 1}`]) {
      const answer = await send('/api/email', { host })
      expect(answer.status, host).toBe(403)
      expect(answer.body).not.toContain('solicitud')
    }
    for (const host of [`127.0.0.1:${webPort}`, `[::1]:${webPort}`]) {
      expect((await send('/api/email', { host })).status, host).toBe(200)
    }
  })

  it('keeps the mail across a restart, in the store folder', async () => {
    await stopInbox()
    await startInbox()
    expect(await subjects()).toEqual(
      expect.arrayContaining(['Nueva solicitud de contacto', 'Otra solicitud']),
    )
  }, 90_000)
})
