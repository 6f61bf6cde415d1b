import { jsonResponse } from '../json-response.ts'
import { readLimitedText } from '../limited-body.ts'
import { clientKey } from '../http/client-key.ts'
import type { RateLimiter } from '../rate-limiter.ts'
import type { NoticeOutcome, SalesNotifier } from './sales-notifier.ts'
import { isContactRequestId } from './submission-key.ts'

const outcomeMessages: Record<NoticeOutcome, string> = {
  sent: 'Correo enviado a ventas.',
  failed: 'El envío volvió a fallar; el motivo queda en la solicitud.',
  'not-due': 'Este correo ya se envió o se está enviando.',
  'not-found': 'No existe esa solicitud.',
}

export type NoticeRetryHandler = (
  request: Request,
  context: { clientIp: string | undefined },
) => Promise<Response>

// Called from the Studio, another origin; a text/plain body keeps it a simple request (no preflight).
const cors = { 'Access-Control-Allow-Origin': '*' }

/**
 * POST {base}api/contact/retry with `{"id": "contactRequest.<uuid>"}`: sends the e-mail about that
 * request now, if it is due. The Studio's «Reintentar envío» first marks the notice due through
 * the editor's own Sanity session, then calls this; so whoever calls it can only hurry an e-mail
 * an editor (or the backoff) already made due, each sent once, never make one due or send twice.
 */
export function createNoticeRetryHandler(
  notices: () => SalesNotifier,
  rateLimit: RateLimiter,
  bodyLimitBytes: number,
): NoticeRetryHandler {
  return async (request, { clientIp }) => {
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          ...cors,
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Max-Age': '600',
        },
      })
    }
    if (request.method !== 'POST') {
      return jsonResponse(405, { message: 'Usa POST.' }, { Allow: 'POST', ...cors })
    }
    const decision = rateLimit(clientKey(clientIp))
    if (!decision.allowed) {
      return jsonResponse(
        429,
        { message: 'Demasiados reintentos seguidos. Espera un momento.' },
        { 'Retry-After': String(decision.retryAfterSeconds), ...cors },
      )
    }
    let id: unknown
    try {
      id = (JSON.parse(await readLimitedText(request, bodyLimitBytes)) as { id?: unknown }).id
    } catch {
      id = undefined
    }
    if (!isContactRequestId(id)) {
      return jsonResponse(400, { message: 'Falta el id de una solicitud de contacto.' }, cors)
    }
    const outcome = await notices().notify(id)
    return Response.json(
      { message: outcomeMessages[outcome], outcome },
      {
        status: outcome === 'not-found' ? 404 : 200,
        headers: { 'Cache-Control': 'no-store', ...cors },
      },
    )
  }
}
