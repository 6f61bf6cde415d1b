import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiVersion } from '../../src/lib/sanity/env.ts'
import { OFFLINE_PREVIEW_SECRET } from '../preview/preview-config.ts'
import { PREVIEW_SESSION_COOKIE } from '../preview/preview-handler.ts'
import { signPreviewSession } from '../preview/preview-session.ts'
import { createContactApiHarness } from '../testing/contact-api-harness.ts'
import {
  hostileServerCase,
  reachesFunction,
  seededRandom,
  type HostileCase,
  type HostileContext,
} from '../testing/hostile-requests.ts'
import contact from '../netlify/contact.ts'
import preview from '../netlify/preview.ts'

// The Netlify functions called as Netlify calls them, with the generated hostile requests that
// reach a function (the host, not the function, answers foreign Host headers).
const CASES = 250
const SITE = 'https://sitio.example'
const harness = createContactApiHarness()
beforeAll(() => harness.server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => {
  harness.server.close()
  harness.remove()
})

/** The generated raw request as the Fetch Request Netlify would hand over, if one can carry it. */
function fetchRequest(hostile: HostileCase): Request | undefined {
  const { method, target, headers = [], body } = hostile.request
  if (!target.startsWith('/') || target.startsWith('//')) return undefined
  try {
    return new Request(`${SITE}${target}`, {
      method,
      headers: headers.filter(([name]) => name.toLowerCase() !== 'host'),
      ...(body !== undefined && method !== 'GET' && method !== 'HEAD' && { body: String(body) }),
    })
  } catch {
    return undefined
  }
}

describe('the Netlify functions under hostile requests', () => {
  it('answer the malformed address of the issue with 400 and the API headers', async () => {
    for (const answer of [
      await contact(new Request(`${SITE}/rehoboth/api/contact/%E0%A4%A`), { ip: '192.0.2.1' }),
      await preview(new Request(`${SITE}/rehoboth/api/preview/%E0%A4%A`), {}),
    ]) {
      expect(answer.status).toBe(400)
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'")
    }
  })

  it(`refuse ${CASES} generated hostile requests with a 4xx and store nothing`, async () => {
    const session = await signPreviewSession(
      OFFLINE_PREVIEW_SECRET,
      Math.floor(Date.now() / 1000) + 3600,
    )
    const context: HostileContext = {
      host: 'sitio.example',
      previewSession: `${PREVIEW_SESSION_COOKIE}=${session}`,
      previewSecret: OFFLINE_PREVIEW_SECRET,
      apiVersion,
    }
    const random = seededRandom(2027)
    const failures: string[] = []
    let sent = 0
    for (let index = 0; sent < CASES && index < CASES * 10; index += 1) {
      const hostile = hostileServerCase(random, context)
      if (!reachesFunction(hostile)) continue
      const request = fetchRequest(hostile)
      if (!request) continue
      sent += 1
      const answers =
        hostile.target === 'contact'
          ? [await contact(request, { ip: `192.0.2.${sent % 250}` })]
          : hostile.target === 'preview'
            ? [await preview(request, { ip: '198.51.100.7' })]
            : [await contact(request.clone(), { ip: '192.0.2.1' }), await preview(request, {})]
      for (const answer of answers) {
        if (answer.status < 400 || answer.status >= 500) {
          failures.push(
            `${hostile.target}, ${hostile.name}: ${answer.status} ${request.method} ${request.url.slice(0, 120)}`,
          )
        }
      }
    }
    expect(sent).toBe(CASES)
    expect(failures).toEqual([])
    expect(await harness.storedRequests()).toEqual([])
  }, 60_000)
})
