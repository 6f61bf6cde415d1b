import {
  contactRequestSchema,
  validateContactRequest,
  type ContactRequest,
} from '../src/features/contact/contact-schema.ts'
import type { CaptchaVerifier } from './captcha-verifier.ts'
import type { EndpointHandler } from './endpoint.ts'
import { jsonResponse } from './json-response.ts'
import { BodyTooLargeError, readLimitedText } from './limited-body.ts'
import { contactRequestId } from './leads/submission-key.ts'
import { clientKey } from './http/client-key.ts'
import type { RateLimiter } from './rate-limiter.ts'
import type {
  ContactReferences,
  ContactRequestDocument,
  ContactStore,
} from './sanity-contact-store.ts'

export type ContactHandlerDependencies = {
  store: ContactStore
  verifyCaptcha: CaptchaVerifier
  rateLimit: RateLimiter
  /** The largest request body read; a longer one is refused with 413. */
  bodyLimitBytes: number
  now?: () => Date
  /** Tells sales about a newly stored request (the e-mail); runs after the visitor's answer. */
  notifySales?: (id: string) => Promise<unknown>
  /** Where problems the visitor cannot fix are reported (Sanity down, captcha check failing). */
  logError?: (message: string, error?: unknown) => void
}

export type ContactHandler = EndpointHandler

const answers = {
  method: 'Usa POST para enviar una solicitud de contacto.',
  contentType: 'Envía la solicitud como JSON (Content-Type: application/json).',
  tooLarge: 'La solicitud es demasiado grande. Acorta el mensaje e inténtalo de nuevo.',
  rateLimited:
    'Has enviado demasiadas solicitudes seguidas. Espera un momento e inténtalo de nuevo.',
  invalidJson: 'La solicitud no es un JSON válido.',
  invalidFields: 'Revisa los campos marcados.',
  honeypot: 'No pudimos aceptar la solicitud porque parece automática.',
  captcha:
    'No pudimos comprobar que no eres un robot. Marca de nuevo la casilla «No soy un robot» y envía otra vez.',
  unavailable:
    'No pudimos guardar tu solicitud en este momento. Tus datos siguen en el formulario: inténtalo de nuevo en unos minutos.',
  created: 'Gracias. Recibimos tu solicitud y te contactaremos pronto.',
} as const

/**
 * POST {base}/api/contact: checks a contact request from the form and stores it in Sanity as a
 * `contactRequest` document. Written against the Fetch API so the same code runs in the dev and
 * preview servers and as a serverless function. Every refusal happens before anything is stored.
 */
export function createContactHandler({
  store,
  verifyCaptcha,
  rateLimit,
  bodyLimitBytes,
  now = () => new Date(),
  notifySales,
  logError = (message, error) => console.error(`[contact-api] ${message}`, error ?? ''),
}: ContactHandlerDependencies): ContactHandler {
  const afterAnswer = (work: Promise<unknown>, waitUntil?: (work: Promise<unknown>) => void) => {
    const logged = work.catch((error: unknown) => logError('Could not notify sales.', error))
    if (waitUntil) waitUntil(logged)
  }

  return async (request, { clientIp, waitUntil }) => {
    if (request.method !== 'POST') {
      return jsonResponse(405, { message: answers.method }, { Allow: 'POST' })
    }
    const decision = rateLimit(clientKey(clientIp))
    if (!decision.allowed) {
      return jsonResponse(
        429,
        { message: answers.rateLimited },
        { 'Retry-After': String(decision.retryAfterSeconds) },
      )
    }
    if (!isJson(request.headers.get('content-type'))) {
      return jsonResponse(415, { message: answers.contentType })
    }

    let input: unknown
    try {
      input = JSON.parse(await readLimitedText(request, bodyLimitBytes))
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        return jsonResponse(413, { message: answers.tooLarge })
      return jsonResponse(400, { message: answers.invalidJson })
    }
    if (isObject(input) && typeof input.website === 'string' && input.website !== '') {
      return jsonResponse(400, { message: answers.honeypot })
    }

    let references: ContactReferences
    try {
      references = await store.references()
    } catch (error) {
      logError('Could not read the countries from Sanity.', error)
      return jsonResponse(502, { message: answers.unavailable })
    }
    const schema = contactRequestSchema({
      countries: references.countries,
      emailExample: references.emailExample ?? 'nombre@example.com',
      productSlugs: references.products.map((product) => product.slug),
    })
    const validation = validateContactRequest(schema, input)
    if (!validation.success) {
      const { '': whole, ...fieldErrors } = validation.errors
      return jsonResponse(400, { message: whole ?? answers.invalidFields, fieldErrors })
    }

    const verdict = await verifyCaptcha(validation.request.captchaToken, clientIp)
    if (verdict === 'failed') return jsonResponse(403, { message: answers.captcha })
    if (verdict === 'unavailable') {
      logError('reCAPTCHA siteverify could not be reached.')
      return jsonResponse(502, { message: answers.unavailable })
    }

    try {
      // The same submission sent again (a double click, a retry, a reload) finds its request
      // already stored: the visitor gets the same thanks, sales no second e-mail.
      const { id, created } = await store.create(toDocument(validation.request, references, now()))
      if (created && notifySales) afterAnswer(notifySales(id), waitUntil)
      return jsonResponse(201, { message: answers.created, id })
    } catch (error) {
      logError('Could not store the contact request in Sanity.', error)
      return jsonResponse(502, { message: answers.unavailable })
    }
  }
}

function isJson(contentType: string | null): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json'
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function toDocument(
  request: ContactRequest,
  references: ContactReferences,
  createdAt: Date,
): ContactRequestDocument {
  // The schema has checked that the country exists; the lookup cannot miss.
  const country = references.countries.find((candidate) => candidate.value === request.country)!
  const productId = references.products.find((product) => product.slug === request.product)?._id
  return {
    _id: contactRequestId(request.submissionKey ?? crypto.randomUUID()),
    _type: 'contactRequest',
    status: 'nuevo',
    notice: { status: 'pending', attempts: 0 },
    createdAt: createdAt.toISOString(),
    firstNames: request.firstNames,
    lastNames: request.lastNames,
    email: request.email,
    country: country.name,
    state: request.state,
    city: request.city,
    phone: `${country.dialCode} ${request.phone}`,
    message: request.message,
    ...(productId && { product: { _type: 'reference', _ref: productId } }),
    ...(request.origin &&
      Object.keys(request.origin).length > 0 && {
        origin: { _type: 'requestOrigin', ...request.origin },
      }),
  }
}
