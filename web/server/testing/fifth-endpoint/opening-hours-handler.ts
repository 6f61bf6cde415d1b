import type { EndpointHandler, EndpointLimits, EndpointServer } from '../../endpoint.ts'
import { jsonResponse } from '../../json-response.ts'

/**
 * A fifth endpoint's handler, as a new one would be written: GET {base}api/opening-hours answers
 * the shop's hours. Only endpoints-plugin.test.ts serves it, to show what adding one takes.
 */
export function createOpeningHoursApi(
  server: EndpointServer,
  limits: EndpointLimits,
): EndpointHandler {
  return async (request, { clientIp }) => {
    if (request.method !== 'GET') {
      return jsonResponse(405, { message: 'Usa GET.' }, { Allow: 'GET' })
    }
    return Response.json({
      hours: 'Lunes a viernes, de 8:00 a 18:00',
      base: server.base,
      bodyBytes: limits.bodyBytes,
      clientIp,
    })
  }
}
