import type { Endpoint } from '../../endpoint.ts'
import { endpoints } from '../../endpoints.ts'
import { createOpeningHoursApi } from './opening-hours-handler.ts'

/** The site's table with a fifth entry: all that adding an endpoint changes in the table. */
export const openingHoursEndpoint: Endpoint = {
  name: 'opening-hours',
  path: 'api/opening-hours',
  methods: ['GET'],
  limits: { bodyBytes: 0 },
  unavailable: 'El horario no está disponible en este momento.',
  handler: createOpeningHoursApi,
}

export const endpointsWithAFifth: readonly Endpoint[] = [...endpoints, openingHoursEndpoint]
