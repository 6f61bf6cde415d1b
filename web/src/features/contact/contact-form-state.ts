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

/**
 * What the visitor typed and chose in the form's HTML before the app took it over, as the actions
 * that would have recorded it, in the order the cascade needs (country, then state, then city).
 * Prerendered fields are empty, so only what the visitor set is taken.
 */
export function typedBeforeApp(
  typed: FormData,
  countries: readonly ContactCountry[],
): ContactFormAction[] {
  const text = (name: string) => {
    const value = typed.get(name)
    return typeof value === 'string' ? value : ''
  }
  const actions: ContactFormAction[] = []
  for (const field of ['firstNames', 'lastNames', 'email', 'message'] as const) {
    if (text(field)) actions.push({ type: 'type', field, value: text(field) })
  }
  const country = countries.find((candidate) => candidate.value === text('country'))
  if (!country) return actions
  actions.push({ type: 'chooseCountry', country: country.value })
  const state = country.states.find((candidate) => candidate.name === text('state'))
  if (state) {
    actions.push({ type: 'chooseState', state: state.name })
    if (state.cities.includes(text('city')))
      actions.push({ type: 'chooseCity', city: text('city') })
  }
  if (text('phone')) actions.push({ type: 'typePhone', value: text('phone'), country })
  return actions
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
