import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validRequest } from '../../src/features/contact/testing/contact-fixtures.ts'
import { createContactApiHarness, postJson } from '../testing/contact-api-harness.ts'
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.ts'
import type * as ContactModule from '../netlify/contact.ts'

type ContactFunction = typeof ContactModule

const harness = createContactApiHarness()
let inbox: SmtpInbox
let contact: ContactFunction
beforeAll(async () => {
  harness.server.listen({ onUnhandledFrame: 'error' })
  inbox = await startSmtpInbox()
  // The function reads its variables once, when Netlify loads it.
  process.env.SMTP_URL = inbox.url
  contact = await import('../netlify/contact.ts')
})
afterAll(async () => {
  harness.server.close()
  harness.remove()
  delete process.env.SMTP_URL
  await inbox.stop()
})

describe('the Netlify function', () => {
  it('answers at the site address, stores a request and e-mails sales after answering', async () => {
    expect(contact.config.path).toBe('/rehoboth/api/contact')
    const after: Promise<unknown>[] = []
    const response = await contact.default(
      postJson(validRequest({ captchaToken: 'any-test-key-token' })),
      { ip: '192.0.2.4', waitUntil: (work) => after.push(work) },
    )
    expect(response.status).toBe(201)
    expect(await harness.storedRequests()).toHaveLength(1)
    expect(after).toHaveLength(1)
    await Promise.all(after)
    expect(await inbox.waitFor(1)).toHaveLength(1)
  })

  it('declares Netlify’s rate limit per address and domain (an array, as Netlify requires)', () => {
    expect(contact.config.rateLimit).toEqual({
      windowLimit: 10,
      windowSize: 180,
      aggregateBy: ['ip', 'domain'],
    })
  })

  it('answers 405 to anything but POST', async () => {
    const response = await contact.default(
      new Request('https://sitio.example/rehoboth/api/contact'),
      {},
    )
    expect(response.status).toBe(405)
  })
})
