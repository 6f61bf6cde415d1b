import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { apiVersion } from '../../src/lib/sanity/env.ts'
import { offlineLakeOptions } from '@rehoboth/seed/offline-lake'
import { createSanityApiHandlers } from '@rehoboth/content-lake'
import { googleCaptchaVerifier, SITEVERIFY_URL } from '../captcha-verifier.ts'
import { createContactHandler } from '../contact-handler.ts'
import { contactEndpoint } from '../endpoints.ts'
import type { ContactHandlerDependencies } from '../contact-handler.ts'
import { createRateLimiter } from '../rate-limiter.ts'
import { sanityContactStore } from '../sanity-contact-store.ts'

export const CAPTCHA_SECRET = 'test-recaptcha-secret'
/** The only token the mocked siteverify calls genuine. */
export const GOOD_CAPTCHA_TOKEN = 'good-captcha-token'
export const CONTACT_URL = 'http://localhost:4173/rehoboth/api/contact'
export const SANITY_DATA_URL = `https://offline.api.sanity.io/v${apiVersion}/data`

/** The offline project as the contact API writes to it. */
export const sanityTarget = {
  projectId: 'offline',
  dataset: 'production',
  apiVersion,
  token: 'test-write-token',
}

/** Google's siteverify as msw: success only for the right secret and the good token. */
export const siteverify = http.post(SITEVERIFY_URL, async ({ request }) => {
  const form = new URLSearchParams(await request.text())
  const success =
    form.get('secret') === CAPTCHA_SECRET && form.get('response') === GOOD_CAPTCHA_TOKEN
  return HttpResponse.json(
    success
      ? { success, challenge_ts: new Date().toISOString(), hostname: 'localhost' }
      : { success, 'error-codes': ['invalid-input-response'] },
  )
})

/**
 * The seed's offline Sanity project in a temporary folder and Google's siteverify, both answered
 * by msw, and a contact handler wired to them as in the dev and preview servers.
 */
export function createContactApiHarness() {
  const storeDir = mkdtempSync(join(tmpdir(), 'contact-api-'))
  const sanityHandlers = () => createSanityApiHandlers({ ...offlineLakeOptions(), storeDir })
  const server = setupServer(...sanityHandlers(), siteverify)

  const handler = (overrides: Partial<ContactHandlerDependencies> = {}) =>
    createContactHandler({
      store: sanityContactStore(sanityTarget),
      verifyCaptcha: googleCaptchaVerifier(CAPTCHA_SECRET),
      rateLimit: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
      bodyLimitBytes: contactEndpoint.limits.bodyBytes,
      ...overrides,
    })

  /** Every contactRequest document in the dataset, newest first. */
  const storedRequests = async (): Promise<Record<string, unknown>[]> => {
    const query = encodeURIComponent('*[_type == "contactRequest"] | order(_createdAt desc)')
    const response = await fetch(`${SANITY_DATA_URL}/query/production?query=${query}`, {
      headers: { Authorization: 'Bearer test-read-token' },
    })
    return ((await response.json()) as { result: Record<string, unknown>[] }).result
  }

  return {
    server,
    handler,
    storedRequests,
    /** The same folder served by a fresh handler set, as after a server restart. */
    restart: () => server.resetHandlers(...sanityHandlers(), siteverify),
    remove: () => rmSync(storeDir, { recursive: true, force: true }),
  }
}

export function postJson(body: unknown, init: RequestInit = {}): Request {
  return new Request(CONTACT_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  })
}
