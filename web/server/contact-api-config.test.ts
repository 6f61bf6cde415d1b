import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITEVERIFY_URL } from './captcha-verifier.ts'
import {
  contactApiConfig,
  ContactApiConfigError,
  RECAPTCHA_TEST_SECRET,
} from './contact-api-config.ts'

// Any request to Google fails the test: offline, the local verifier must answer on its own.
const google = setupServer(http.post(SITEVERIFY_URL, () => HttpResponse.json({ success: false })))
beforeAll(() => google.listen({ onUnhandledFrame: 'error' }))
afterAll(() => google.close())

describe('contactApiConfig', () => {
  it('offline, writes to the offline project and accepts test-key tokens without calling Google', async () => {
    let calls = 0
    google.events.on('request:start', () => {
      calls += 1
    })
    const config = contactApiConfig({})
    expect(config.sanity).toMatchObject({ projectId: 'offline', dataset: 'production' })
    expect(await config.verifyCaptcha('any-token-from-the-test-key', undefined)).toBe('passed')
    expect(await config.verifyCaptcha('  ', undefined)).toBe('failed')
    expect(calls).toBe(0)
  })

  it('offline with a secret, asks siteverify', async () => {
    const config = contactApiConfig({ RECAPTCHA_SECRET_KEY: 'real-secret' })
    expect(await config.verifyCaptcha('token', '127.0.0.1')).toBe('failed')
  })

  it('with a Sanity project, uses its token and requires a secret and a token', () => {
    const online = {
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'staging',
      SANITY_API_WRITE_TOKEN: 'sk-write',
      RECAPTCHA_SECRET_KEY: 'real-secret',
    }
    expect(contactApiConfig(online).sanity).toMatchObject({
      projectId: 'abc123',
      dataset: 'staging',
      token: 'sk-write',
    })
    expect(() => contactApiConfig({ ...online, SANITY_API_WRITE_TOKEN: '' })).toThrow(
      ContactApiConfigError,
    )
    expect(() => contactApiConfig({ ...online, RECAPTCHA_SECRET_KEY: undefined })).toThrow(
      /RECAPTCHA_SECRET_KEY/,
    )
  })

  it("with a Sanity project, refuses Google's public test secret, which passes every token", () => {
    const online = {
      SANITY_PROJECT_ID: 'abc123',
      SANITY_API_WRITE_TOKEN: 'sk-write',
      RECAPTCHA_SECRET_KEY: ` ${RECAPTCHA_TEST_SECRET} `,
    }
    expect(() => contactApiConfig(online)).toThrow(/Google's public test secret/)
    expect(contactApiConfig({ RECAPTCHA_SECRET_KEY: RECAPTCHA_TEST_SECRET }).sanity.projectId).toBe(
      'offline',
    )
  })
})
