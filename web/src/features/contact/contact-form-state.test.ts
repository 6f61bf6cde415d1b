import { describe, expect, it } from 'vitest'
import {
  contactFormReducer,
  emptyContactForm,
  liveEmailError,
  phoneDigits,
  quoteRequestMessage,
  typedBeforeApp,
  type ContactFormValues,
} from './contact-form-state'
import { seedCountries } from './testing/contact-fixtures'

const colombia = seedCountries.find((country) => country.value === 'CO')
const filled: ContactFormValues = {
  firstNames: 'Ana',
  lastNames: 'Ruiz',
  email: 'ana@example.com',
  country: 'CO',
  state: 'Cundinamarca',
  city: 'Cota',
  phone: '3001234567',
  message: 'Hola',
}

describe('contactFormReducer', () => {
  it('choosing another country clears state, city and the typed number', () => {
    expect(contactFormReducer(filled, { type: 'chooseCountry', country: 'MX' })).toEqual({
      ...filled,
      country: 'MX',
      state: '',
      city: '',
      phone: '',
    })
  })

  it('choosing the same country again keeps everything', () => {
    expect(contactFormReducer(filled, { type: 'chooseCountry', country: 'CO' })).toBe(filled)
  })

  it('choosing another state clears the city only', () => {
    expect(contactFormReducer(filled, { type: 'chooseState', state: 'Antioquia' })).toEqual({
      ...filled,
      state: 'Antioquia',
      city: '',
    })
  })

  it('keeps only digits in the phone, up to the country length', () => {
    const next = contactFormReducer(filled, {
      type: 'typePhone',
      value: '(300) 123-45 67 89',
      country: colombia,
    })
    expect(next.phone).toBe('3001234567')
    expect(phoneDigits('+52 55', undefined)).toBe('5255')
  })

  it('a quote request fills an empty message but never overwrites one', () => {
    const message = quoteRequestMessage('CHAIN LUBE')
    expect(contactFormReducer(emptyContactForm, { type: 'askForQuote', message }).message).toBe(
      'Hola, quiero recibir una cotización de CHAIN LUBE. Quedo atento a su respuesta.',
    )
    expect(contactFormReducer(filled, { type: 'askForQuote', message }).message).toBe('Hola')
  })

  it('clear empties every field', () => {
    expect(contactFormReducer(filled, { type: 'clear' })).toEqual(emptyContactForm)
  })
})

describe('liveEmailError', () => {
  const message = 'Correo inválido. Ejemplo: nombre@example.com'
  it.each([
    ['', undefined],
    ['ana', message],
    ['ana@', message],
    ['ana@correo', message],
    ['ana@correo.c', message],
    ['ana@correo.co', undefined],
    [' ana@correo.co ', undefined],
  ])('%j -> %s', (email, expected) => {
    expect(liveEmailError(email, message)).toBe(expected)
  })
})

describe('typedBeforeApp', () => {
  const formData = (entries: Record<string, string>) => {
    const data = new FormData()
    for (const [name, value] of Object.entries(entries)) data.append(name, value)
    return data
  }
  const replay = (entries: Record<string, string>) =>
    typedBeforeApp(formData(entries), seedCountries).reduce(contactFormReducer, emptyContactForm)

  it('takes the text fields as typed, an invalid e-mail too', () => {
    expect(
      replay({
        firstNames: 'Ana María',
        lastNames: '',
        email: 'ana@',
        message: 'Hola',
        website: '',
      }),
    ).toEqual({ ...emptyContactForm, firstNames: 'Ana María', email: 'ana@', message: 'Hola' })
  })

  it('takes country, state, city and phone in cascade order, by the same rules as typing', () => {
    expect(
      replay({
        phone: '300 123 4567 99',
        city: 'Cota',
        state: 'Cundinamarca',
        country: 'CO',
      }),
    ).toEqual({
      ...emptyContactForm,
      country: 'CO',
      state: 'Cundinamarca',
      city: 'Cota',
      phone: '3001234567',
    })
  })

  it('leaves out choices that do not belong to the chosen country or state', () => {
    expect(replay({ country: 'CO', state: 'Jalisco', city: 'Cota' })).toEqual({
      ...emptyContactForm,
      country: 'CO',
    })
    expect(replay({ country: 'XX', state: 'Cundinamarca' })).toEqual(emptyContactForm)
  })

  it('gives nothing for the empty prerendered form', () => {
    expect(typedBeforeApp(formData({ firstNames: '', email: '' }), seedCountries)).toEqual([])
  })
})
