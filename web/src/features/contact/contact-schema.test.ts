import { describe, expect, it } from 'vitest'
import { invalidEmailMessage } from './contact-rules'
import { contactRequestSchema, validateContactRequest } from './contact-schema'
import { schemaOptions, validRequest } from './testing/contact-fixtures'

const schema = contactRequestSchema(schemaOptions)
const validate = (input: unknown) => validateContactRequest(schema, input)

describe('contactRequestSchema', () => {
  it('accepts a complete request from Colombia and trims the text', () => {
    const result = validate(validRequest({ firstNames: '  María José ', email: ' a@b.co ' }))
    expect(result).toEqual({
      success: true,
      request: expect.objectContaining({ firstNames: 'María José', email: 'a@b.co', city: 'Cota' }),
    })
  })

  it('accepts a request from México City with a product and no message', () => {
    const { message: _message, ...withoutMessage } = validRequest({
      country: 'MX',
      state: 'Ciudad de México',
      city: 'Coyoacán',
      phone: '5512345678',
      product: 'ChainLube',
    })
    const result = validate(withoutMessage)
    expect(result).toEqual({
      success: true,
      request: expect.objectContaining({ message: '', product: 'ChainLube', country: 'MX' }),
    })
  })

  it('gives every required field its own Spanish message', () => {
    expect(validate({})).toEqual({
      success: false,
      errors: {
        firstNames: 'Escribe tus nombres.',
        lastNames: 'Escribe tus apellidos.',
        email: 'Escribe tu correo electrónico.',
        country: 'Elige tu país.',
        state: 'Elige tu departamento o estado.',
        city: 'Elige tu ciudad.',
        phone: 'Escribe tu número de teléfono.',
        termsAccepted:
          'Debes aceptar las condiciones del servicio y el tratamiento de datos personales.',
        captchaToken: 'Marca la casilla «No soy un robot».',
      },
    })
  })

  it.each([
    [{ email: 'maria@correo' }, 'email', invalidEmailMessage('nombre@example.com')],
    [{ firstNames: '   ' }, 'firstNames', 'Escribe tus nombres.'],
    [{ lastNames: 'A'.repeat(81) }, 'lastNames', 'Escribe como máximo 80 caracteres.'],
    [{ firstNames: 'Ana2' }, 'firstNames', 'Usa solo letras, espacios, apóstrofos o guiones.'],
    [{ country: 'AR' }, 'country', 'Elige un país de la lista.'],
    [{ state: 'Jalisco' }, 'state', 'Elige un departamento o estado de la lista.'],
    [{ city: 'Medellín' }, 'city', 'Elige una ciudad de la lista.'],
    [{ phone: '300 123 4567' }, 'phone', 'Escribe solo números, sin espacios ni signos.'],
    [{ phone: '30012345' }, 'phone', 'El número debe tener 10 dígitos.'],
    [{ phone: '300123456789' }, 'phone', 'El número debe tener 10 dígitos.'],
    [{ message: 'x'.repeat(1501) }, 'message', 'El mensaje puede tener hasta 1500 caracteres.'],
    [{ message: '<b>hola</b>' }, 'message', 'No uses los signos < ni >.'],
    [{ termsAccepted: false }, 'termsAccepted', expect.stringContaining('Debes aceptar')],
    [{ termsAccepted: 'true' }, 'termsAccepted', expect.stringContaining('Debes aceptar')],
    [{ captchaToken: '' }, 'captchaToken', 'Marca la casilla «No soy un robot».'],
    [{ product: 'NoExiste' }, 'product', 'El producto de la cotización no existe.'],
    [{ admin: true }, 'admin', 'Este campo no es parte del formulario.'],
  ])('refuses %j with a message on %s', (overrides, field, message) => {
    const result = validate(validRequest(overrides))
    expect(result.success).toBe(false)
    expect(result.success ? {} : result.errors).toEqual({ [field]: message })
  })

  const controlMessage =
    'Quita los caracteres invisibles o de control (a veces llegan al copiar y pegar el texto).'
  const controlCharacters = {
    'NUL (C0)': '\u0000',
    'ESC (C0)': '\u001b',
    DEL: '\u007f',
    'NEL (C1)': '\u0085',
    'CSI (C1)': '\u009b',
    'line separator': '\u2028',
    'paragraph separator': '\u2029',
    'right-to-left override': '\u202e',
    'left-to-right isolate': '\u2066',
    'right-to-left mark': '\u200f',
  }
  const textFields = {
    firstNames: 'Ana',
    lastNames: 'Ruiz',
    email: 'ana@correo.co',
    country: 'CO',
    state: 'Cundinamarca',
    city: 'Cota',
    phone: '3001234567',
    message: 'Hola',
  }

  it.each(Object.entries(controlCharacters))(
    'refuses %s in every text field with its own message',
    (_name, character) => {
      for (const [field, value] of Object.entries(textFields)) {
        const inside = `${value.slice(0, 1)}${character}${value.slice(1)}`
        expect(validate(validRequest({ [field]: inside })), field).toEqual({
          success: false,
          errors: { [field]: controlMessage },
        })
      }
    },
  )

  it('refuses the e-mail with U+0085 (NEL) at its end, which trimming keeps', () => {
    expect(validate(validRequest({ email: 'ana@correo.co\u0085' }))).toEqual({
      success: false,
      errors: { email: controlMessage },
    })
  })

  it('keeps the line breaks and tabs of the message', () => {
    expect(
      validate(validRequest({ message: 'Hola,\r\n\tquiero una cotización.\n' })),
    ).toMatchObject({ success: true, request: { message: 'Hola,\r\n\tquiero una cotización.' } })
  })

  it('answers `__proto__` like any other unknown key', () => {
    const result = validate(
      JSON.parse(`{"__proto__": {"admin": true}, ${JSON.stringify(validRequest()).slice(1)}`),
    )
    expect(result.success ? {} : Object.entries(result.errors)).toEqual([
      ['__proto__', 'Este campo no es parte del formulario.'],
    ])
  })

  it('checks the city against the chosen state and the state against the chosen country', () => {
    const mexicanStateInColombia = validate(validRequest({ state: 'Ciudad de México' }))
    expect(mexicanStateInColombia).toMatchObject({
      success: false,
      errors: { state: 'Elige un departamento o estado de la lista.' },
    })
  })

  it.each([[null], [[]], ['texto'], [42]])('refuses %j as a whole', (input) => {
    expect(validate(input)).toEqual({
      success: false,
      errors: { '': 'La solicitud debe ser un objeto JSON con los campos del formulario.' },
    })
  })

  it('uses the length the CMS gives for the country, or 7 to 12 digits without one', () => {
    const withoutLength = contactRequestSchema({
      ...schemaOptions,
      countries: schemaOptions.countries.map((country) => ({
        ...country,
        nationalNumberLength: null,
      })),
    })
    expect(validateContactRequest(withoutLength, validRequest({ phone: '1234567' })).success).toBe(
      true,
    )
    expect(validateContactRequest(withoutLength, validRequest({ phone: '123456' }))).toMatchObject({
      errors: { phone: 'El número debe tener entre 7 y 12 dígitos.' },
    })
  })
})
