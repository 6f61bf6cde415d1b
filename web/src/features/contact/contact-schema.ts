import * as v from 'valibot'
import {
  invalidEmailMessage,
  isValidEmail,
  limits,
  phoneLength,
  type ContactCountry,
  type FieldErrors,
} from './contact-rules.ts'
import { SUBMISSION_KEY_PATTERN } from './submission-key.ts'
import { HOST_PATTERN, LANDING_PATH_PATTERN, originLimits } from './visit-origin.ts'

/**
 * The contact request as the form sends it and the contact API accepts it: one schema, used by
 * the page to show its messages and by the server to refuse anything else. Places must exist in
 * the CMS, so the schema is built from the countries (and products) the CMS has.
 */

export type ContactSchemaOptions = {
  countries: readonly ContactCountry[]
  /** Sample address shown in the e-mail message, from siteSettings.emailExample. */
  emailExample: string
  /** Slugs of the products a quote can be asked for. */
  productSlugs: readonly string[]
}

const NAME_PATTERN = /^[\p{L}\p{M}' .-]+$/u
const NO_MARKUP_PATTERN = /^[^<>]*$/
// Control characters (C0, DEL, C1: U+0085 shows as a box in the Studio), line and paragraph
// separators, and the bidirectional marks, embeddings, overrides and isolates that show text in
// another order than it is stored. The message keeps its line breaks and tabs.
const CONTROL_CHARACTER = /[\p{Cc}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u
const CONTROL_CHARACTER_BUT_LINE_BREAKS =
  /[^\P{Cc}\n\r\t]|[\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u
const DIGITS_PATTERN = /^\d+$/
const TOKEN_PATTERN = /^[\w-]+$/
const SLUG_PATTERN = /^[A-Za-z0-9-]{1,96}$/
// A campaign tag as the form sends it: not empty, no space at either end.
const TAG_PATTERN = /^\S(?:.*\S)?$/su

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
  controlCharacters:
    'Quita los caracteres invisibles o de control (a veces llegan al copiar y pegar el texto).',
  terms: 'Debes aceptar las condiciones del servicio y el tratamiento de datos personales.',
  captcha: 'Marca la casilla «No soy un robot».',
  product: 'El producto de la cotización no existe.',
  website: 'Deja vacío este campo.',
  request: 'La solicitud debe ser un objeto JSON con los campos del formulario.',
  unknownField: 'Este campo no es parte del formulario.',
  origin: 'El origen de la visita no es válido.',
} as const

const missingFieldMessages: Partial<Record<string, string>> = {
  firstNames: messages.firstNames,
  lastNames: messages.lastNames,
  email: messages.email,
  country: messages.country,
  state: messages.state,
  city: messages.city,
  phone: messages.phone,
  termsAccepted: messages.terms,
  captchaToken: messages.captcha,
}

const withoutControls = (pattern: RegExp) =>
  v.check((text: string) => !pattern.test(text), messages.controlCharacters)

/**
 * A line of text that must be there once trimmed, `required` says so when it is not, without
 * control characters.
 */
function requiredText(required: string) {
  return v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    withoutControls(CONTROL_CHARACTER),
  )
}

function nameSchema(required: string) {
  return v.pipe(
    requiredText(required),
    v.maxLength(limits.name, messages.nameLength),
    v.regex(NAME_PATTERN, messages.nameCharacters),
  )
}

function choiceSchema(required: string) {
  return v.pipe(
    requiredText(required),
    v.maxLength(100, required),
    v.regex(NO_MARKUP_PATTERN, messages.markup),
  )
}

/**
 * How the visit began (visit-origin.ts), which the form sends cleaned: anything it would not send
 * is refused, so nothing odd reaches the Studio, the CSV or the e-mail to sales.
 */
function originSchema() {
  const text = (limit: number, pattern: RegExp) =>
    v.optional(
      v.pipe(
        v.string(messages.origin),
        v.maxLength(limit, messages.origin),
        v.check((value) => !CONTROL_CHARACTER.test(value), messages.origin),
        v.regex(NO_MARKUP_PATTERN, messages.origin),
        v.regex(pattern, messages.origin),
      ),
    )
  const tag = text(originLimits.tag, TAG_PATTERN)
  return v.strictObject(
    {
      landingPath: text(originLimits.landingPath, LANDING_PATH_PATTERN),
      referrerHost: text(originLimits.referrerHost, HOST_PATTERN),
      utmSource: tag,
      utmMedium: tag,
      utmCampaign: tag,
      utmContent: tag,
      utmTerm: tag,
    },
    messages.origin,
  )
}

export function contactRequestSchema({
  countries,
  emailExample,
  productSlugs,
}: ContactSchemaOptions) {
  const countryOf = (value: string) => countries.find((country) => country.value === value)
  const stateOf = (countryValue: string, stateName: string) =>
    countryOf(countryValue)?.states.find((state) => state.name === stateName)
  const knownProducts = new Set(productSlugs)

  return v.pipe(
    v.strictObject(
      {
        firstNames: nameSchema(messages.firstNames),
        lastNames: nameSchema(messages.lastNames),
        email: v.pipe(
          requiredText(messages.email),
          v.check(isValidEmail, invalidEmailMessage(emailExample)),
        ),
        country: v.pipe(
          choiceSchema(messages.country),
          v.check((value) => countryOf(value) !== undefined, messages.unknownCountry),
        ),
        state: choiceSchema(messages.state),
        city: choiceSchema(messages.city),
        phone: v.pipe(
          requiredText(messages.phone),
          v.maxLength(20, messages.phoneDigits),
          v.regex(DIGITS_PATTERN, messages.phoneDigits),
        ),
        message: v.optional(
          v.pipe(
            v.string(messages.message),
            v.trim(),
            withoutControls(CONTROL_CHARACTER_BUT_LINE_BREAKS),
            v.maxLength(limits.message, messages.messageLength),
            v.regex(NO_MARKUP_PATTERN, messages.markup),
          ),
          '',
        ),
        product: v.optional(
          v.pipe(
            v.string(messages.product),
            v.regex(SLUG_PATTERN, messages.product),
            v.check((slug) => knownProducts.has(slug), messages.product),
          ),
        ),
        termsAccepted: v.literal(true, messages.terms),
        captchaToken: v.pipe(
          v.string(messages.captcha),
          v.nonEmpty(messages.captcha),
          v.maxLength(limits.captchaToken, messages.captcha),
          v.regex(TOKEN_PATTERN, messages.captcha),
        ),
        // Made once per fill of the form: the same submission sent twice is stored once.
        submissionKey: v.optional(
          v.pipe(v.string(messages.request), v.regex(SUBMISSION_KEY_PATTERN, messages.request)),
        ),
        // The honeypot: hidden from people, filled by bots. The API refuses it when filled.
        website: v.optional(v.string(messages.website)),
        origin: v.optional(originSchema()),
      },
      (issue) => {
        const key = issue.path?.[0]?.key
        if (typeof key !== 'string') return messages.request
        if (issue.expected === 'never') return messages.unknownField
        return missingFieldMessages[key] ?? messages.request
      },
    ),
    v.forward(
      v.partialCheck(
        [['country'], ['state']],
        ({ country, state }) => !countryOf(country) || stateOf(country, state) !== undefined,
        messages.unknownState,
      ),
      ['state'],
    ),
    v.forward(
      v.partialCheck(
        [['country'], ['state'], ['city']],
        ({ country, state, city }) => stateOf(country, state)?.cities.includes(city) ?? true,
        messages.unknownCity,
      ),
      ['city'],
    ),
    v.forward(
      v.partialCheck(
        [['country'], ['phone']],
        ({ country, phone }) => {
          const { min, max } = phoneLength(countryOf(country))
          return phone.length >= min && phone.length <= max
        },
        (issue) => phoneLengthMessage(countryOf(String(issue.input.country ?? ''))),
      ),
      ['phone'],
    ),
  )
}

export type ContactRequestSchema = ReturnType<typeof contactRequestSchema>
export type ContactRequestInput = v.InferInput<ContactRequestSchema>
export type ContactRequest = v.InferOutput<ContactRequestSchema>

export type ContactField = keyof ContactRequestInput

/** The first message for each field (or unknown key) the schema found wrong. */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  // A Map, so that a key such as `__proto__` is a field like any other, not the object's prototype.
  const errors = new Map<string, string>()
  for (const issue of issues) {
    const key = issue.path?.[0]?.key
    const field = typeof key === 'string' ? key : ''
    if (!errors.has(field)) errors.set(field, issue.message)
  }
  return Object.fromEntries(errors)
}

export type ValidationResult =
  { success: true; request: ContactRequest } | { success: false; errors: FieldErrors }

export function validateContactRequest(
  schema: ContactRequestSchema,
  input: unknown,
): ValidationResult {
  // Valibot takes an array for an object with no keys; a request is never an array.
  if (Array.isArray(input)) return { success: false, errors: { '': messages.request } }
  const result = v.safeParse(schema, input)
  return result.success
    ? { success: true, request: result.output }
    : { success: false, errors: fieldErrorsOf(result.issues) }
}
