import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { validRequest } from '../../src/features/contact/testing/contact-fixtures.ts'
import {
  createContactApiHarness,
  GOOD_CAPTCHA_TOKEN,
  postJson,
  SANITY_DATA_URL,
  sanityTarget,
} from '../testing/contact-api-harness.ts'
import { startSlowSmtpServer, type SlowSmtpServer } from '../testing/slow-smtp-server.ts'
import { startSmtpInbox } from '../testing/smtp-inbox.ts'
import { sanityLeadNotices } from './lead-notices.ts'
import { claimed, LOST_SEND_REASON, SEND_LEASE_MS, type Notice } from './notice-schedule.ts'
import { createSalesNotifier, type SendMail } from './sales-notifier.ts'
import { smtpMailer } from './smtp-mailer.ts'

// What happened with a mail server that greets, then sends a byte every 9 s: sends that never
// ended, requests left «enviando», sweeps that overlapped and took one request twice. Here the
// same, with the drip and the bounds shortened.
const DEADLINE_MS = 2_000
const SOCKET_TIMEOUT_MS = 400

const harness = createContactApiHarness()
const notices = sanityLeadNotices(sanityTarget)
let slow: SlowSmtpServer
let time = new Date('2026-03-02T15:00:00.000Z')
const logError = vi.fn<(message: string, error?: unknown) => void>()

beforeAll(async () => {
  harness.server.listen({ onUnhandledFrame: 'error' })
  slow = await startSlowSmtpServer({ dripMs: 20 })
})
afterEach(async () => {
  // Each test starts with no e-mail due but its own.
  for (const { _id, notice } of await notices.unsent()) {
    await notices.setNotice(_id, { ...notice, status: 'sent' })
  }
  logError.mockClear()
})
afterAll(async () => {
  harness.server.close()
  harness.remove()
  await slow.stop()
})

function notifier(send: SendMail = smtpMailer(slow.url({ socketTimeout: SOCKET_TIMEOUT_MS }))) {
  return createSalesNotifier({
    store: notices,
    send,
    mail: {
      from: 'Sitio web <no-responder@example.com>',
      productUrl: (slug) => `http://localhost:5173/rehoboth/${slug}`,
      studioUrl: undefined,
    },
    now: () => time,
    sendDeadlineMs: DEADLINE_MS,
    logError,
  })
}

/** A stored request whose e-mail is due and not sent yet. */
async function storedRequest(): Promise<string> {
  const response = await harness.handler()(
    postJson(
      validRequest({ captchaToken: GOOD_CAPTCHA_TOKEN, submissionKey: crypto.randomUUID() }),
    ),
    { clientIp: '203.0.113.7' },
  )
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: string }).id
}

async function noticeOf(id: string): Promise<Notice | undefined> {
  const query = encodeURIComponent('*[_id == $id][0].notice')
  const response = await fetch(
    `${SANITY_DATA_URL}/query/production?query=${query}&$id=${encodeURIComponent(JSON.stringify(id))}`,
    { headers: { Authorization: 'Bearer test-read-token' } },
  )
  return ((await response.json()) as { result?: Notice }).result
}

const until = async (done: () => boolean, timeoutMs = 2_000) => {
  const deadline = Date.now() + timeoutMs
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
  return done()
}

describe('a mail server that never finishes', () => {
  it('is given up on within the deadline, the connection closed and the failure recorded', async () => {
    const id = await storedRequest()
    const sessionsBefore = slow.sessions()
    const sending = notifier().notify(id)

    expect(await until(() => slow.openSessions() === 1)).toBe(true)
    const connected = Date.now()
    // Its byte every 20 ms keeps the 400 ms socket timeout from ever firing.
    await new Promise((resolve) => setTimeout(resolve, 2 * SOCKET_TIMEOUT_MS))
    expect(slow.openSessions()).toBe(1)
    expect((await noticeOf(id))?.status).toBe('sending')

    expect(await sending).toBe('failed')
    // The deadline, and the failure's write to the store (slow on a busy machine).
    expect(Date.now() - connected).toBeLessThan(DEADLINE_MS + 3_000)
    // Closed at once or, if the server keeps its side open, a second later.
    expect(await until(() => slow.openSessions() === 0, 2_000)).toBe(true)
    expect(slow.sessions() - sessionsBefore).toBe(1)
    expect(await noticeOf(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: `El servidor de correo no terminó el envío en ${DEADLINE_MS / 1000} s; se cortó la conexión.`,
      nextAttemptAt: new Date(time.getTime() + 60_000).toISOString(),
    })
    expect(logError).toHaveBeenCalledWith(`Could not e-mail sales about ${id}.`, expect.any(String))
  })

  it('one that never greets is given up on at the greeting timeout', async () => {
    const silent = await startSlowSmtpServer({ greets: false })
    const send = smtpMailer(silent.url({ greetingTimeout: 200, socketTimeout: 5_000 }))
    const started = Date.now()
    await expect(send(sampleMail, new AbortController().signal)).rejects.toThrow(/greeting/i)
    expect(Date.now() - started).toBeLessThan(1_500)
    expect(await until(() => silent.openSessions() === 0)).toBe(true)
    await silent.stop()
  })

  it('overlapping sweeps, from one server or two, take the request once: one session', async () => {
    const id = await storedRequest()
    const sessionsBefore = slow.sessions()
    const [first, second] = [notifier(), notifier()]
    const outcomes = await Promise.all([
      first.retryDue(),
      first.retryDue(),
      second.retryDue(),
      first.notify(id),
      second.notify(id),
    ])
    expect(slow.sessions() - sessionsBefore).toBe(1)
    const failed = outcomes.filter((outcome) =>
      typeof outcome === 'string' ? outcome === 'failed' : outcome.failed > 0,
    )
    // Two of the calls are the same sweep, so the one failure shows in both.
    expect(failed.length).toBeGreaterThanOrEqual(1)
    expect(await noticeOf(id)).toMatchObject({ status: 'failed', attempts: 1 })
  })
})

describe('a send whose server died mid-send', () => {
  it('is left alone for its lease, then recorded as a failed attempt and sent once', async () => {
    const id = await storedRequest()
    // What a process that died mid-send leaves behind: a claim, never recorded.
    const claimedAt = time
    await notices.setNotice(id, claimed(await noticeOf(id), claimedAt))
    expect(await noticeOf(id)).toMatchObject({
      status: 'sending',
      nextAttemptAt: new Date(claimedAt.getTime() + SEND_LEASE_MS).toISOString(),
    })

    const inbox = await startSmtpInbox()
    const sweeps = () => Promise.all([0, 1].map(() => notifier(smtpMailer(inbox.url)).retryDue()))
    try {
      time = new Date(claimedAt.getTime() + SEND_LEASE_MS - 1)
      await sweeps()
      expect((await noticeOf(id))?.status).toBe('sending')

      time = new Date(claimedAt.getTime() + SEND_LEASE_MS)
      await sweeps()
      expect(await noticeOf(id)).toEqual({
        status: 'failed',
        attempts: 1,
        lastError: LOST_SEND_REASON,
        nextAttemptAt: new Date(time.getTime() + 60_000).toISOString(),
      })
      expect(inbox.received).toHaveLength(0)

      time = new Date(time.getTime() + 60_000)
      await sweeps()
      await inbox.waitFor(1)
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(inbox.received).toHaveLength(1)
      expect(await noticeOf(id)).toMatchObject({ status: 'sent', attempts: 2 })
    } finally {
      await inbox.stop()
    }
  })
})

const sampleMail = {
  from: 'Sitio web <no-responder@example.com>',
  to: ['ventas@example.com'],
  subject: 'Prueba',
  text: 'Prueba',
  html: '<p>Prueba</p>',
}
