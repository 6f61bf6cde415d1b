import { MAX_JSON_NESTING, jsonNesting } from './query-limits.ts'
import { badRequest, payloadTooLarge } from './sanity-errors.ts'

/** Largest JSON body of a query. */
export const MAX_QUERY_BODY_BYTES = 1_000_000
/** Largest JSON body of a mutation or action request (Sanity's documents go up to 32 MB). */
export const MAX_WRITE_BODY_BYTES = 32_000_000

/**
 * A request's JSON body, or Sanity-shaped refusals: 413 past `maxBytes` (read no further), 400
 * for invalid JSON or arrays and objects nested deeper than the lake accepts.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get('content-length'))
  if (declared > maxBytes) return payloadTooLarge(`Request body is over ${maxBytes} bytes`)
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        // Not awaited: msw hands handlers a copy of the request, and cancelling one branch of a
        // copied body settles only once the other branch is cancelled too, which never happens.
        reader.cancel().catch(() => undefined)
        return payloadTooLarge(`Request body is over ${maxBytes} bytes`)
      }
      chunks.push(value)
    }
  }
  let body: unknown
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return badRequest('Request body is not valid JSON')
  }
  if (jsonNesting(body) > MAX_JSON_NESTING) {
    return badRequest(`Request body nests deeper than ${MAX_JSON_NESTING} levels`)
  }
  return body
}
