import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validRequest } from '../../src/features/contact/testing/contact-fixtures.ts'
import { createContactApiHarness, postJson } from '../testing/contact-api-harness.ts'
import contact, { config } from './contact.ts'

const harness = createContactApiHarness()
beforeAll(() => harness.server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => {
  harness.server.close()
  harness.remove()
})

describe('the Netlify function', () => {
  it('answers at the site address and stores a request (offline: test-key tokens pass)', async () => {
    expect(config.path).toBe('/rehoboth/api/contact')
    const response = await contact(postJson(validRequest({ captchaToken: 'any-test-key-token' })), {
      ip: '192.0.2.4',
    })
    expect(response.status).toBe(201)
    expect(await harness.storedRequests()).toHaveLength(1)
  })

  it('answers 405 to anything but POST', async () => {
    const response = await contact(new Request('https://sitio.example/rehoboth/api/contact'), {})
    expect(response.status).toBe(405)
  })
})
