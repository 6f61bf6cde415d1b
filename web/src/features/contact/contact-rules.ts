/**
 * What the contact form checks while the visitor types: lengths, the e-mail's rule and how many
 * digits a phone number has. The schema (contact-schema.ts, with valibot) applies them, and the
 * rest, on submit and on the server.
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
