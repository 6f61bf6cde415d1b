import type { FieldErrors } from './contact-rules'
import type { ContactRequest } from './contact-schema'
import { keptNotice, unreachableOutcome, type SubmitOutcome } from './submit-outcome'

export const contactEndpoint = `${import.meta.env.BASE_URL}api/contact`

/** Sends the request to the contact API and says, in Spanish, what happened and what to do. */
export async function submitContactRequest(
  request: ContactRequest,
  endpoint = contactEndpoint,
): Promise<SubmitOutcome> {
  let response: Response
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    })
  } catch {
    return unreachableOutcome
  }
  const body = await readBody(response)
  switch (response.status) {
    case 201:
      return {
        kind: 'created',
        message: body.message ?? 'Gracias. Recibimos tu solicitud y te contactaremos pronto.',
      }
    case 400:
      return {
        kind: 'invalid',
        message: body.message ?? 'Revisa los campos marcados.',
        fieldErrors: body.fieldErrors ?? {},
      }
    case 403:
      return {
        kind: 'captcha',
        message:
          'No pudimos comprobar que no eres un robot. Marca de nuevo la casilla «No soy un robot» y envía otra vez.',
      }
    case 413:
      return {
        kind: 'failed',
        message: `Tu solicitud es demasiado larga. Acorta el mensaje e inténtalo de nuevo. ${keptNotice}`,
      }
    case 429:
      return {
        kind: 'failed',
        message: `Has enviado varias solicitudes seguidas. Espera ${waitText(response.headers.get('Retry-After'))} e inténtalo de nuevo. ${keptNotice}`,
      }
    default:
      return {
        kind: 'failed',
        message: `No pudimos enviar tu solicitud en este momento. ${keptNotice} Inténtalo de nuevo en unos minutos.`,
      }
  }
}

async function readBody(
  response: Response,
): Promise<{ message?: string; fieldErrors?: FieldErrors }> {
  try {
    const body = (await response.json()) as { message?: unknown; fieldErrors?: unknown }
    return {
      ...(typeof body.message === 'string' && { message: body.message }),
      ...(typeof body.fieldErrors === 'object' &&
        body.fieldErrors !== null && { fieldErrors: body.fieldErrors as FieldErrors }),
    }
  } catch {
    return {}
  }
}

function waitText(retryAfter: string | null): string {
  const seconds = Number(retryAfter)
  if (!Number.isFinite(seconds) || seconds <= 0) return 'unos minutos'
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${Math.ceil(seconds)} segundos`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`
}
