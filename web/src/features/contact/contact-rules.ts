/**
 * What a contact request must be, in the product's words: lengths, the e-mail's and the phone's
 * rules and the Spanish messages. The form checks these while the visitor types; the schema
 * (contact-schema.ts, with valibot) applies them all on submit and on the server.
 */

export type ContactState = { name: string; cities: readonly string[] }

export type ContactCountry = {
  /** ISO code, e.g. 'CO': what the form sends. */
  value: string
  name: string
  dialCode: string
  nationalNumberLength: number | null
  states: readonly ContactState[]
}

/** The first message for each field (or unknown key, under '') that is wrong. */
export type FieldErrors = Partial<Record<string, string>>

export const limits = {
  name: 80,
  email: 254,
  message: 1500,
  captchaToken: 2500,
  /** When the CMS gives no length for a country's numbers. */
  phone: { min: 7, max: 12 },
} as const

/** Local part, @, domain, and a top-level part of at least 2 letters. */
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i

export function isValidEmail(email: string): boolean {
  return email.length <= limits.email && EMAIL_PATTERN.test(email)
}

export function invalidEmailMessage(emailExample: string): string {
  return `Correo inválido. Ejemplo: ${emailExample}`
}

/** How many digits a phone number of the country has, or the bounds when the CMS gives none. */
export function phoneLength(country: Pick<ContactCountry, 'nationalNumberLength'> | undefined) {
  const exact = country?.nationalNumberLength
  return exact ? { min: exact, max: exact } : limits.phone
}

export function phoneLengthMessage(country: ContactCountry | undefined): string {
  const { min, max } = phoneLength(country)
  return min === max
    ? `El número debe tener ${min} dígitos.`
    : `El número debe tener entre ${min} y ${max} dígitos.`
}

export const messages = {
  firstNames: 'Escribe tus nombres.',
  lastNames: 'Escribe tus apellidos.',
  nameCharacters: 'Usa solo letras, espacios, apóstrofos o guiones.',
  nameLength: `Escribe como máximo ${limits.name} caracteres.`,
  email: 'Escribe tu correo electrónico.',
  country: 'Elige tu país.',
  unknownCountry: 'Elige un país de la lista.',
  state: 'Elige tu departamento o estado.',
  unknownState: 'Elige un departamento o estado de la lista.',
  city: 'Elige tu ciudad.',
  unknownCity: 'Elige una ciudad de la lista.',
  phone: 'Escribe tu número de teléfono.',
  phoneDigits: 'Escribe solo números, sin espacios ni signos.',
  message: 'Escribe tu mensaje como texto.',
  messageLength: `El mensaje puede tener hasta ${limits.message} caracteres.`,
  markup: 'No uses los signos < ni >.',
  terms: 'Debes aceptar las condiciones del servicio y el tratamiento de datos personales.',
  captcha: 'Marca la casilla «No soy un robot».',
  product: 'El producto de la cotización no existe.',
  website: 'Deja vacío este campo.',
  request: 'La solicitud debe ser un objeto JSON con los campos del formulario.',
  unknownField: 'Este campo no es parte del formulario.',
} as const
