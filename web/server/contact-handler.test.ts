import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Mock } from 'vitest'
import { validRequest } from '../src/features/contact/testing/contact-fixtures.ts'
import { SITEVERIFY_URL } from './captcha-verifier.ts'
import { contactEndpoint } from './endpoints.ts'
import { createRateLimiter } from './rate-limiter.ts'
import {
  createContactApiHarness,
  GOOD_CAPTCHA_TOKEN,
  postJson,
  SANITY_DATA_URL,
} from './testing/contact-api-harness.ts'

const harness = createContactApiHarness()
const context = { clientIp: '203.0.113.7' }
const goodRequest = (overrides: Partial<Record<string, unknown>> = {}) =>
  validRequest({ captchaToken: GOOD_CAPTCHA_TOKEN, ...overrides })

beforeAll(() => harness.server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => harness.server.resetHandlers())
afterAll(() => {
  harness.server.close()
  harness.remove()
})

describe('POST /api/contact', () => {
  let logError: Mock<(message: string, error?: unknown) => void>
  beforeEach(() => {
    logError = vi.fn<(message: string, error?: unknown) => void>()
  })

  it('201: stores a contactRequest with the country name, the full phone and the product', async () => {
    const handle = harness.handler({ now: () => new Date('2026-03-02T15:04:05.000Z'), logError })
    const response = await handle(postJson(goodRequest({ product: 'ChainLube' })), context)

    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({
      message: 'Gracias. Recibimos tu solicitud y te contactaremos pronto.',
      id: expect.any(String),
    })
    const [stored] = await harness.storedRequests()
    expect(stored).toMatchObject({
      _id: body.id,
      _type: 'contactRequest',
      status: 'nuevo',
      createdAt: '2026-03-02T15:04:05.000Z',
      firstNames: 'María José',
      lastNames: "Pérez O'Neill",
      email: 'maria.perez@example.com',
      country: 'Colombia',
      state: 'Cundinamarca',
      city: 'Cota',
      phone: '+57 3001234567',
      message: 'Quiero conocer los precios por caja.',
      product: { _type: 'reference', _ref: 'product-ChainLube' },
    })
    expect(body.id).toMatch(/^contactRequest\.[0-9a-f-]{36}$/)
    expect(logError).not.toHaveBeenCalled()
  })

  it('201: the stored request is private, invisible to reads without a token', async () => {
    const response = await harness.handler()(postJson(goodRequest()), context)
    expect(response.status).toBe(201)
    const query = encodeURIComponent('*[_type == "contactRequest"]')
    const anonymous = await fetch(`${SANITY_DATA_URL}/query/production?query=${query}`)
    expect((await anonymous.json()).result).toEqual([])
    expect((await harness.storedRequests()).length).toBeGreaterThan(0)
  })

  it('201: a request from México is kept on disk across a restart', async () => {
    const request = goodRequest({
      country: 'MX',
      state: 'Ciudad de México',
      city: 'Coyoacán',
      phone: '5512345678',
      email: 'luis@example.mx',
    })
    const response = await harness.handler()(postJson(request), context)
    expect(response.status).toBe(201)
    const { id } = await response.json()

    harness.restart()
    const stored = await harness.storedRequests()
    expect(stored.find((document) => document._id === id)).toMatchObject({
      country: 'México',
      phone: '+52 5512345678',
      email: 'luis@example.mx',
    })
  })

  it('400: answers a Spanish message per field and stores nothing', async () => {
    const before = (await harness.storedRequests()).length
    const response = await harness.handler()(
      postJson(goodRequest({ firstNames: '', email: 'luis@correo', city: 'Medellín' })),
      context,
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Revisa los campos marcados.',
      fieldErrors: {
        firstNames: 'Escribe tus nombres.',
        email: 'Correo inválido. Ejemplo: nombre@example.com',
        city: 'Elige una ciudad de la lista.',
      },
    })
    expect(await harness.storedRequests()).toHaveLength(before)
  })

  it('403: refuses a token Google does not confirm', async () => {
    const response = await harness.handler()(
      postJson(goodRequest({ captchaToken: 'expired-token' })),
      context,
    )
    expect(response.status).toBe(403)
    expect((await response.json()).message).toContain('No soy un robot')
  })

  it('sends the secret, the token and the IP address to siteverify', async () => {
    const seen: URLSearchParams[] = []
    harness.server.use(
      http.post(SITEVERIFY_URL, async ({ request }) => {
        seen.push(new URLSearchParams(await request.text()))
        return HttpResponse.json({ success: true })
      }),
    )
    await harness.handler()(postJson(goodRequest()), context)
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({
      secret: 'test-recaptcha-secret',
      response: GOOD_CAPTCHA_TOKEN,
      remoteip: '203.0.113.7',
    })
  })

  it('413: refuses a declared body over 10 KB without reading it', async () => {
    const response = await harness.handler()(
      postJson('{}', {
        headers: { 'Content-Type': 'application/json', 'Content-Length': '20000' },
      }),
      context,
    )
    expect(response.status).toBe(413)
    expect((await response.json()).message).toContain('demasiado grande')
  })

  it('413: stops reading a streamed body at 10 KB', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(4096))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1
        if (sent > 100) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const request = new Request('http://localhost/rehoboth/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    const response = await harness.handler()(request, context)
    expect(response.status).toBe(413)
    expect(sent).toBeLessThan(10)
    expect(contactEndpoint.limits.bodyBytes).toBe(10 * 1024)
  })

  it('415: refuses anything but JSON', async () => {
    const response = await harness.handler()(
      postJson(JSON.stringify(goodRequest()), { headers: { 'Content-Type': 'text/plain' } }),
      context,
    )
    expect(response.status).toBe(415)
    expect((await response.json()).message).toContain('JSON')
  })

  it('429: limits requests per IP and says when to come back', async () => {
    let time = 0
    const handle = harness.handler({
      rateLimit: createRateLimiter({ limit: 2, windowMs: 60_000, now: () => time }),
    })
    expect((await handle(postJson(goodRequest()), context)).status).toBe(201)
    time = 10_000
    expect((await handle(postJson(goodRequest()), context)).status).toBe(201)
    const limited = await handle(postJson(goodRequest()), context)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toBe('50')
    expect((await limited.json()).message).toContain('Espera')

    expect((await handle(postJson(goodRequest()), { clientIp: '198.51.100.1' })).status).toBe(201)
    time = 60_000
    expect((await handle(postJson(goodRequest()), context)).status).toBe(201)
  })

  it('502: Sanity refuses the write; the visitor is told their data is still there', async () => {
    harness.server.use(
      http.post(`${SANITY_DATA_URL}/mutate/:dataset`, () =>
        HttpResponse.json({ error: 'Internal' }, { status: 500 }),
      ),
    )
    const response = await harness.handler({ logError })(postJson(goodRequest()), context)
    expect(response.status).toBe(502)
    expect((await response.json()).message).toContain('Tus datos siguen en el formulario')
    expect(logError).toHaveBeenCalledWith(
      'Could not store the contact request in Sanity.',
      expect.any(Error),
    )
  })

  it('502: Sanity cannot be reached to check the places', async () => {
    harness.server.use(http.get(`${SANITY_DATA_URL}/query/:dataset`, () => HttpResponse.error()))
    const response = await harness.handler({ logError })(postJson(goodRequest()), context)
    expect(response.status).toBe(502)
    expect(logError).toHaveBeenCalledOnce()
  })

  it('502: siteverify cannot be reached, and nothing is stored', async () => {
    const before = (await harness.storedRequests()).length
    harness.server.use(http.post(SITEVERIFY_URL, () => HttpResponse.error()))
    const response = await harness.handler({ logError })(postJson(goodRequest()), context)
    expect(response.status).toBe(502)
    expect(await harness.storedRequests()).toHaveLength(before)
  })

  it('405: only POST is answered', async () => {
    const response = await harness.handler()(
      new Request('http://localhost/rehoboth/api/contact'),
      context,
    )
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('POST')
  })
})
