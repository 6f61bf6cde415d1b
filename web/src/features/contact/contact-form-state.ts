import { isValidEmail, phoneLength, type ContactCountry } from './contact-rules'

/** What the visitor types and chooses, kept as typed until the request is sent. */
export type ContactFormValues = {
  firstNames: string
  lastNames: string
  email: string
  /** ISO code of the chosen country, '' before one is chosen. */
  country: string
  state: string
  city: string
  /** The national number only: digits, without the dial code shown before it. */
  phone: string
  message: string
}

export const emptyContactForm: ContactFormValues = {
  firstNames: '',
  lastNames: '',
  email: '',
  country: '',
  state: '',
  city: '',
  phone: '',
  message: '',
}

export type ContactFormAction =
  | { type: 'type'; field: 'firstNames' | 'lastNames' | 'email' | 'message'; value: string }
  | { type: 'chooseCountry'; country: string }
  | { type: 'chooseState'; state: string }
  | { type: 'chooseCity'; city: string }
  | { type: 'typePhone'; value: string; country: ContactCountry | undefined }
  | { type: 'askForQuote'; message: string }
  | { type: 'clear' }

export function contactFormReducer(
  values: ContactFormValues,
  action: ContactFormAction,
): ContactFormValues {
  switch (action.type) {
    case 'type':
      return { ...values, [action.field]: action.value }
    case 'chooseCountry':
      // A new country has other states, cities and dial code: what depended on the old one goes.
      return action.country === values.country
        ? values
        : { ...values, country: action.country, state: '', city: '', phone: '' }
    case 'chooseState':
      return action.state === values.state ? values : { ...values, state: action.state, city: '' }
    case 'chooseCity':
      return { ...values, city: action.city }
    case 'typePhone':
      return { ...values, phone: phoneDigits(action.value, action.country) }
    case 'askForQuote':
      return values.message ? values : { ...values, message: action.message }
    case 'clear':
      return emptyContactForm
  }
}

/** Only digits, and no more than the country's numbers have. */
export function phoneDigits(typed: string, country: ContactCountry | undefined): string {
  return typed.replace(/\D/g, '').slice(0, phoneLength(country).max)
}

/** The e-mail's message while typing: none while empty or valid. */
export function liveEmailError(email: string, invalidMessage: string): string | undefined {
  const trimmed = email.trim()
  return trimmed && !isValidEmail(trimmed) ? invalidMessage : undefined
}

/** The message that arriving from 'Cotizar Ahora' starts with. */
export function quoteRequestMessage(productTitle: string): string {
  return `Hola, quiero recibir una cotización de ${productTitle}. Quedo atento a su respuesta.`
}
