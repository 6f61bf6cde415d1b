import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { contactRequestSchema } from '../src/features/contact/contact-schema.ts'
import { schemaOptions, validRequest } from '../src/features/contact/testing/contact-fixtures.ts'
import { cleanOrigin } from '../src/features/contact/visit-origin.ts'
import {
  createContactApiHarness,
  GOOD_CAPTCHA_TOKEN,
  postJson,
} from './testing/contact-api-harness.ts'

// How the visit began travels with the request (web/src/features/contact/visit-origin.ts): the API
// stores it on the request's «Origen» as sent, refuses anything the form would never send, and
// the form cleans what the browser noted so that the API always takes it.

const harness = createContactApiHarness()
const handle = harness.handler()

beforeAll(() => harness.server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => {
  harness.server.close()
  harness.remove()
})

let visitor = 0
const request = (origin?: unknown) =>
  validRequest({
    captchaToken: GOOD_CAPTCHA_TOKEN,
    email: `origen.${(visitor += 1)}@example.com`,
    ...(origin !== undefined && { origin }),
  })
const send = (body: unknown) => handle(postJson(body), { clientIp: '203.0.113.41' })
const storedFor = async (email: unknown) =>
  (await harness.storedRequests()).filter((stored) => stored.email === email)

const campaignVisit = {
  landingPath: '/RestauradorDeFaros',
  referrerHost: 'l.instagram.com',
  utmSource: 'instagram',
  utmMedium: 'social',
  utmCampaign: 'navidad-2026',
  utmContent: 'historia 1',
  utmTerm: 'limpiador de motor',
}

describe('a request with its origin', () => {
  it('is stored with the five tags, the first page and the referring host on «Origen»', async () => {
    const body = request(campaignVisit)
    const response = await send(body)
    expect(response.status).toBe(201)
    const [stored] = await storedFor(body.email)
    expect(stored?.origin).toEqual({ _type: 'requestOrigin', ...campaignVisit })
  })

  it('keeps only the facts the visit had', async () => {
    const body = request({ landingPath: '/' })
    expect((await send(body)).status).toBe(201)
    const [stored] = await storedFor(body.email)
    expect(stored?.origin).toEqual({ _type: 'requestOrigin', landingPath: '/' })
  })

  it('without one, is stored as before, with no «Origen»', async () => {
    const body = request()
    expect((await send(body)).status).toBe(201)
    const [stored] = await storedFor(body.email)
    expect(stored).toBeDefined()
    expect(stored).not.toHaveProperty('origin')
  })

  it('with an empty one, stores no «Origen» either', async () => {
    const body = request({})
    expect((await send(body)).status).toBe(201)
    expect((await storedFor(body.email))[0]).not.toHaveProperty('origin')
  })
})

const hostileOrigins: [name: string, origin: unknown][] = [
  ['a campaign of 101 characters', { utmCampaign: 'a'.repeat(101) }],
  ['a 100 KB source', { utmSource: 'x'.repeat(9_000) }],
  ['a 201-character first page', { landingPath: `/${'a'.repeat(200)}` }],
  ['a script in the campaign', { utmCampaign: '<script>alert(1)</script>' }],
  ['markup in the source', { utmSource: '<img src=x onerror=alert(1)>' }],
  ['markup in the first page', { landingPath: '/<b>hola</b>' }],
  ['a line break in the term', { utmTerm: 'limpiador\nBcc: todos@example.com' }],
  ['U+0085 (NEL) in the medium', { utmMedium: 'social\u0085' }],
  ['a right-to-left override in the content', { utmContent: 'oferta \u202e0001' }],
  ['a NUL in the source', { utmSource: 'insta\u0000gram' }],
  ['an empty source', { utmSource: '' }],
  ['spaces around the campaign', { utmCampaign: ' navidad ' }],
  ['a whole address as the referring host', { referrerHost: 'https://evil.example/x?y=1' }],
  ['a referring host with a path', { referrerHost: 'evil.example/login' }],
  ['a referring host in capitals', { referrerHost: 'Instagram.COM' }],
  ['a first page that is an address', { landingPath: 'https://evil.example/' }],
  ['a first page with a space', { landingPath: '/Restaurador De Faros' }],
  ['an unknown key', { ...campaignVisit, utmId: '123' }],
  ['a key of the document', { _type: 'reference', _ref: 'siteSettings' }],
  ['a prototype key', JSON.parse('{"__proto__": {"admin": true}}')],
  ['a number as the source', { utmSource: 42 }],
  ['an array as the campaign', { utmCampaign: ['navidad'] }],
  ['a string instead of an object', 'instagram'],
  ['an array instead of an object', [campaignVisit]],
  ['null', null],
]

describe('hostile origins', () => {
  beforeEach(() => {
    visitor += 1000
  })

  it.each(hostileOrigins)('%s: refused, the request not stored', async (_name, origin) => {
    const body = request(origin)
    const response = await send(body)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { fieldErrors?: Record<string, string> }
    expect(answer.fieldErrors).toEqual({ origin: 'El origen de la visita no es válido.' })
    expect(await storedFor(body.email)).toEqual([])
  })
})

describe('what the form sends, cleaned from what the browser noted', () => {
  const schema = contactRequestSchema(schemaOptions)
  const accepted = (origin: unknown) => v.safeParse(schema, validRequest({ origin })).success

  it('strips the site base from the first page and keeps the tags as typed', () => {
    expect(
      cleanOrigin(
        {
          landingPath: '/rehoboth/RestauradorDeFaros',
          referrerHost: 'l.instagram.com',
          utmSource: 'instagram',
          utmCampaign: 'navidad',
        },
        '/rehoboth/',
      ),
    ).toEqual({
      landingPath: '/RestauradorDeFaros',
      referrerHost: 'l.instagram.com',
      utmSource: 'instagram',
      utmCampaign: 'navidad',
    })
    expect(cleanOrigin({ landingPath: '/rehoboth' }, '/rehoboth/')).toEqual({ landingPath: '/' })
  })

  it('cleans hostile values into ones the API takes, or leaves them out', () => {
    const cleaned = cleanOrigin(
      {
        landingPath: `/rehoboth/${'a'.repeat(300)}`,
        referrerHost: 'Evil.Example',
        utmSource: '  <script>alert(1)</script>  ',
        utmMedium: 'social\u0085\u202e',
        utmCampaign: `navidad\n${'x'.repeat(200)}`,
        utmContent: '\u0000\u200b',
        utmTerm: `${'a'.repeat(99)}😀`,
        utmId: 'not ours',
        status: 'atendido',
      },
      '/rehoboth/',
    )
    expect(cleaned).toEqual({
      landingPath: `/${'a'.repeat(199)}`,
      referrerHost: 'evil.example',
      utmSource: 'script alert(1) /script',
      utmMedium: 'social',
      utmCampaign: `navidad ${'x'.repeat(92)}`,
      utmTerm: 'a'.repeat(99),
    })
    expect(accepted(cleaned)).toBe(true)
  })

  it('leaves out what is not text or not a host, and gives nothing when nothing is left', () => {
    expect(
      cleanOrigin(
        { landingPath: 42, referrerHost: 'evil.example/login', utmSource: ['instagram'] },
        '/rehoboth/',
      ),
    ).toBeUndefined()
  })

  it.each(hostileOrigins)('%s, as noted, is cleaned into one the API takes', (_name, noted) => {
    if (typeof noted !== 'object' || noted === null) return
    const cleaned = cleanOrigin(noted as Record<string, unknown>, '/rehoboth/')
    expect(accepted(cleaned)).toBe(true)
  })
})
