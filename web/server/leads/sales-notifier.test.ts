import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { validRequest } from '../../src/features/contact/testing/contact-fixtures.ts'
import { createRateLimiter } from '../rate-limiter.ts'
import {
  createContactApiHarness,
  GOOD_CAPTCHA_TOKEN,
  postJson,
  SANITY_DATA_URL,
  sanityTarget,
} from '../testing/contact-api-harness.ts'
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.ts'
import { sanityLeadNotices } from './lead-notices.ts'
import type { Notice } from './notice-schedule.ts'
import { createNoticeRetryHandler } from './notice-retry-handler.ts'
import { createSalesNotifier } from './sales-notifier.ts'

const harness = createContactApiHarness()
let inbox: SmtpInbox
let time = new Date('2026-03-02T15:00:00.000Z')
const logError = vi.fn<(message: string, error?: unknown) => void>()

beforeAll(async () => {
  harness.server.listen({ onUnhandledFrame: 'error' })
  inbox = await startSmtpInbox()
})
afterEach(async () => {
  inbox.received.length = 0
  await inbox.start()
  logError.mockClear()
})
afterAll(async () => {
  harness.server.close()
  harness.remove()
  await inbox.stop()
})

const notifier = () =>
  createSalesNotifier({
    store: sanityLeadNotices(sanityTarget),
    send: (mail, signal) =>
      import('./smtp-mailer.ts').then(({ smtpMailer }) => smtpMailer(inbox.url)(mail, signal)),
    mail: {
      from: 'Sitio web <no-responder@example.com>',
      productUrl: (slug) => `http://localhost:5173/rehoboth/${slug}`,
      studioUrl: (id) => `http://localhost:3333/intent/edit/id=${id};type=contactRequest/`,
    },
    now: () => time,
    logError,
  })

/** Sends the form's request through the handler; resolves once the e-mail work is done too. */
async function submit(body: Record<string, unknown>) {
  const notices = notifier()
  const handle = harness.handler({ notifySales: notices.notify, logError })
  const after: Promise<unknown>[] = []
  const response = await handle(postJson(body), {
    clientIp: '203.0.113.9',
    waitUntil: (work) => after.push(work),
  })
  await Promise.all(after)
  return { response, body: (await response.json()) as { id: string; message: string } }
}

async function stored(id: string) {
  const query = encodeURIComponent('*[_id == $id][0]')
  const response = await fetch(
    `${SANITY_DATA_URL}/query/production?query=${query}&$id=${encodeURIComponent(JSON.stringify(id))}`,
    { headers: { Authorization: 'Bearer test-read-token' } },
  )
  return ((await response.json()) as { result: { notice?: Notice } & Record<string, unknown> })
    .result
}

const request = (overrides: Record<string, unknown> = {}) =>
  validRequest({
    captchaToken: GOOD_CAPTCHA_TOKEN,
    submissionKey: crypto.randomUUID(),
    product: 'ChainLube',
    ...overrides,
  })

describe('the e-mail to sales', () => {
  it('goes out once per stored request, to the site settings’ sales addresses', async () => {
    const { response, body } = await submit(request({ email: 'una.vez@example.com' }))
    expect(response.status).toBe(201)
    const [mail] = await inbox.waitFor(1)
    expect(mail!.to).toMatchObject({
      value: [{ address: 'ventas@example.com' }, { address: 'gerencia.comercial@example.com' }],
    })
    expect(mail!.replyTo?.value[0]?.address).toBe('una.vez@example.com')
    expect(mail!.text).toContain(`id=${body.id};type=contactRequest`)
    expect(mail!.subject).toContain('LUBRICANTE DE CADENAS')
    expect(mail!.text).toContain('(http://localhost:5173/rehoboth/ChainLube)')
    expect((await stored(body.id)).notice).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: time.toISOString(),
    })
    expect(logError).not.toHaveBeenCalled()
  })

  it('one submission sent twice, even at once, is one request and one e-mail', async () => {
    const body = request({ email: 'doble.clic@example.com' })
    const [first, second] = await Promise.all([submit(body), submit(body)])
    const third = await submit(body)
    for (const answer of [first, second, third]) {
      expect(answer.response.status).toBe(201)
      expect(answer.body).toEqual({
        message: 'Gracias. Recibimos tu solicitud y te contactaremos pronto.',
        id: `contactRequest.${String(body.submissionKey)}`,
      })
    }
    await inbox.waitFor(1)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(inbox.received).toHaveLength(1)
    const requests = await harness.storedRequests()
    expect(requests.filter((stored) => stored.email === 'doble.clic@example.com')).toHaveLength(1)
  })

  it('refuses a submission key that is not a UUID', async () => {
    const { response } = await submit(request({ submissionKey: '../../siteSettings' }))
    expect(response.status).toBe(400)
    const invented = await submit(request({ submissionKey: 'x'.repeat(36) }))
    expect(invented.response.status).toBe(400)
  })

  it('with the mail server down: stored, marked failed, retried with backoff once it is back', async () => {
    await inbox.stop()
    const { response, body } = await submit(request({ email: 'sin.correo@example.com' }))
    expect(response.status).toBe(201)
    const failedNotice = (await stored(body.id)).notice
    expect(failedNotice).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
      nextAttemptAt: new Date(time.getTime() + 60_000).toISOString(),
    })
    expect(logError).toHaveBeenCalledWith(
      `Could not e-mail sales about ${body.id}.`,
      expect.any(String),
    )

    await inbox.start()
    expect((await notifier().retryDue()).sent).toBe(0)
    time = new Date(time.getTime() + 60_000)
    expect((await notifier().retryDue()).sent).toBe(1)
    const [mail] = await inbox.waitFor(1)
    expect(mail!.replyTo?.value[0]?.address).toBe('sin.correo@example.com')
    expect((await stored(body.id)).notice).toMatchObject({ status: 'sent', attempts: 2 })
    expect((await notifier().retryDue()).sent).toBe(0)
    expect(inbox.received).toHaveLength(1)
  })

  it('«Reintentar envío»: sends only what an editor made due, once', async () => {
    await inbox.stop()
    const { body } = await submit(request({ email: 'reintento@example.com' }))
    await inbox.start()
    const retry = createNoticeRetryHandler(
      notifier,
      createRateLimiter({ limit: 100, windowMs: 60_000 }),
      1024,
    )
    const press = (payload: unknown) =>
      retry(
        new Request('http://localhost/rehoboth/api/contact/retry', {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain' },
          body: JSON.stringify(payload),
        }),
        { clientIp: '198.51.100.1' },
      )

    expect((await press({ id: 'siteSettings' })).status).toBe(400)
    // Failed a moment ago: its wait is not over, and a visitor pressing cannot change that.
    expect(await (await press({ id: body.id })).json()).toMatchObject({ outcome: 'not-due' })

    // What the Studio's action writes with the editor's session, then calls the endpoint.
    await sanityLeadNotices(sanityTarget).setNotice(body.id, {
      ...(await stored(body.id)).notice,
      status: 'pending',
      nextAttemptAt: time.toISOString(),
    })
    const [first, second] = await Promise.all([press({ id: body.id }), press({ id: body.id })])
    const outcomes = [await first.json(), await second.json()].map((answer) => answer.outcome)
    expect(outcomes.sort()).toEqual(['not-due', 'sent'])
    expect(first.headers.get('Access-Control-Allow-Origin')).toBe('*')
    await inbox.waitFor(1)
    expect(inbox.received).toHaveLength(1)
  })
})
