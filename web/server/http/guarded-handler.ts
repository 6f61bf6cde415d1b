import { checkFetchRequestAddress } from './request-address.ts'
import { plainAnswer, serverAnswers, withApiSecurityHeaders } from './security-headers.ts'

/**
 * A Fetch handler as a host runs it (the Netlify functions): malformed addresses refused with 400
 * before the handler sees them, the API's security headers on every answer, and an error the
 * handler did not expect answered with 500 and logged instead of escaping to the platform.
 */
export function guardedHandler<Context>(
  name: string,
  handle: (request: Request, context: Context) => Promise<Response>,
  logError: (message: string, error: unknown) => void = (message, error) =>
    console.error(message, error),
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
    const check = checkFetchRequestAddress(request)
    if (!check.ok) return plainAnswer(400, serverAnswers.malformedAddress)
    try {
      return withApiSecurityHeaders(await handle(request, context))
    } catch (error) {
      logError(`[${name}] ${request.method} ${new URL(request.url).pathname} failed:`, error)
      return plainAnswer(500, serverAnswers.failed)
    }
  }
}
