import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validRequest } from '../src/features/contact/testing/contact-fixtures.ts'
import {
  CONTACT_URL,
  createContactApiHarness,
  GOOD_CAPTCHA_TOKEN,
  postJson,
} from './testing/contact-api-harness.ts'

const harness = createContactApiHarness()
const handle = harness.handler()

beforeAll(() => harness.server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => {
  harness.server.close()
  harness.remove()
})

const good = (overrides: Partial<Record<string, unknown>> = {}) =>
  validRequest({ captchaToken: GOOD_CAPTCHA_TOKEN, ...overrides })
const without = (field: string) => {
  const request: Record<string, unknown> = { ...good() }
  delete request[field]
  return request
}
const huge = 'a'.repeat(100 * 1024)

type Hostile = {
  name: string
  request: () => Request
  status: number
  /** Text the answer's message (or the named field's message) must contain. */
  says: string
  field?: string
}

const json = (name: string, body: unknown, status: number, says: string, field?: string) => ({
  name,
  request: () => postJson(body),
  status,
  says,
  ...(field && { field }),
})

const hostileRequests: Hostile[] = [
  json('names as a number', good({ firstNames: 42 }), 400, 'Escribe tus nombres', 'firstNames'),
  json('last names as an array', good({ lastNames: ['Pérez'] }), 400, 'apellidos', 'lastNames'),
  json('e-mail as an object', good({ email: { $ne: '' } }), 400, 'correo', 'email'),
  json(
    'terms as the string "true"',
    good({ termsAccepted: 'true' }),
    400,
    'aceptar',
    'termsAccepted',
  ),
  json('terms not accepted', good({ termsAccepted: false }), 400, 'aceptar', 'termsAccepted'),
  json('phone as a number', good({ phone: 3001234567 }), 400, 'teléfono', 'phone'),
  json('no names', without('firstNames'), 400, 'Escribe tus nombres', 'firstNames'),
  json('no e-mail', without('email'), 400, 'Escribe tu correo', 'email'),
  json('no country', without('country'), 400, 'Elige tu país', 'country'),
  json('no state', without('state'), 400, 'departamento o estado', 'state'),
  json('no city', without('city'), 400, 'Elige tu ciudad', 'city'),
  json('no phone', without('phone'), 400, 'teléfono', 'phone'),
  json('an empty object', {}, 400, 'Revisa los campos'),
  json(
    'a 5,000-character name',
    good({ firstNames: 'a'.repeat(5000) }),
    400,
    'máximo',
    'firstNames',
  ),
  json('a 100 KB message', good({ message: huge }), 413, 'demasiado grande'),
  json(
    'script in the names',
    good({ firstNames: '<script>alert(1)</script>' }),
    400,
    'Usa solo letras',
    'firstNames',
  ),
  json(
    'HTML in the message',
    good({ message: '<img src=x onerror=alert(1)>' }),
    400,
    '< ni >',
    'message',
  ),
  json('HTML in the city', good({ city: '<b>Cota</b>' }), 400, '< ni >', 'city'),
  json('script in the e-mail', good({ email: '"><script>@x.co' }), 400, 'Correo inválido', 'email'),
  json('an unknown country', good({ country: 'AR' }), 400, 'país de la lista', 'country'),
  json(
    'a state of another country',
    good({ state: 'Jalisco' }),
    400,
    'estado de la lista',
    'state',
  ),
  json('a city of another state', good({ city: 'Medellín' }), 400, 'ciudad de la lista', 'city'),
  json(
    'a GROQ-looking country',
    good({ country: '*[_type=="country"]' }),
    400,
    'país de la lista',
    'country',
  ),
  json('a phone with letters', good({ phone: '300abc4567' }), 400, 'solo números', 'phone'),
  json('a phone too short for Colombia', good({ phone: '300123' }), 400, '10 dígitos', 'phone'),
  json('an unknown product', good({ product: 'NoExiste' }), 400, 'producto', 'product'),
  json('no captcha token', without('captchaToken'), 400, 'No soy un robot', 'captchaToken'),
  json(
    'an empty captcha token',
    good({ captchaToken: '' }),
    400,
    'No soy un robot',
    'captchaToken',
  ),
  json('a captcha token Google refuses', good({ captchaToken: 'forged-token' }), 403, 'robot'),
  json('the honeypot filled', good({ website: 'https://spam.example' }), 400, 'automática'),
  json('an extra field', good({ status: 'atendido' }), 400, 'no es parte del formulario', 'status'),
  json(
    'a document id smuggled in',
    good({ _id: 'siteSettings' }),
    400,
    'no es parte del formulario',
    '_id',
  ),
  json(
    'a prototype key',
    JSON.parse(`{"__proto__": {"admin": true}, "firstNames": "Ana"}`),
    400,
    'Revisa los campos',
  ),
  json(
    'a prototype key as the only wrong field',
    JSON.parse(`{"__proto__": {"admin": true}, ${JSON.stringify(good()).slice(1)}`),
    400,
    'no es parte del formulario',
    '__proto__',
  ),
  json(
    'an e-mail with U+0085 (NEL)',
    good({ email: 'ana\u0085@correo.co' }),
    400,
    'caracteres invisibles o de control',
    'email',
  ),
  json(
    'a message with a right-to-left override',
    good({ message: 'Pago \u202e0001 COP' }),
    400,
    'caracteres invisibles o de control',
    'message',
  ),
  json('a JSON array', [good()], 400, 'objeto JSON'),
  json('a JSON string', 'not json at all', 400, 'JSON válido'),
  json('JSON null', 'null', 400, 'objeto JSON'),
  json('truncated JSON', '{"firstNames": "Ana"', 400, 'JSON válido'),
  {
    name: 'a form post',
    request: () =>
      new Request(CONTACT_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ firstNames: 'Ana' }),
      }),
    status: 415,
    says: 'JSON',
  },
  {
    name: 'no content type',
    request: () => new Request(CONTACT_URL, { method: 'POST', body: JSON.stringify(good()) }),
    status: 415,
    says: 'JSON',
  },
  {
    name: 'invalid UTF-8',
    request: () =>
      new Request(CONTACT_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      }),
    status: 400,
    says: 'JSON válido',
  },
  {
    name: 'a GET',
    request: () => new Request(`${CONTACT_URL}?firstNames=Ana`),
    status: 405,
    says: 'POST',
  },
  {
    name: 'a PUT',
    request: () => new Request(CONTACT_URL, { method: 'PUT', body: JSON.stringify(good()) }),
    status: 405,
    says: 'POST',
  },
]

describe('hostile or malformed requests', () => {
  it('has at least 30 of them', () => {
    expect(hostileRequests.length).toBeGreaterThanOrEqual(30)
  })

  it.each(hostileRequests)('$name: $status with a clear message', async (hostile) => {
    const response = await handle(hostile.request(), { clientIp: '203.0.113.9' })
    expect(response.status).toBe(hostile.status)
    const body = (await response.json()) as {
      message: string
      fieldErrors?: Record<string, string>
    }
    expect(body.message.length).toBeGreaterThan(10)
    const said = hostile.field
      ? Object.entries(body.fieldErrors ?? {}).find(([field]) => field === hostile.field)?.[1]
      : body.message
    expect(said).toContain(hostile.says)
  })

  it('stored none of them', async () => {
    expect(await harness.storedRequests()).toEqual([])
  })
})
