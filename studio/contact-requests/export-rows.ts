import { defineQuery } from 'groq'
import type { ExportQueryResult } from '@rehoboth/shared/sanity-types'
import { contactRequestStatuses, noticeStatuses } from '../schemaTypes/documents/contactRequest'
import { toCsv } from './csv'

/** One request as the export reads it. */
export type ExportedRequest = ExportQueryResult[number]

/** Requests received from the start of `from` to the end of `to` (dates), oldest first. */
export const exportQuery =
  defineQuery(`*[_type == "contactRequest" && dateTime(createdAt) >= dateTime($from) && dateTime(createdAt) < dateTime($to)]
  | order(createdAt asc) {
    _id, createdAt, status, firstNames, lastNames, email, phone, country, state, city,
    "product": product->title, message, assignee, internalNotes, "notice": notice.status,
    "origin": origin{landingPath, referrerHost, utmSource, utmMedium, utmCampaign, utmContent, utmTerm}
  }`)

// Colombia keeps UTC-5 all year.
const BOGOTA_OFFSET = '-05:00'

/** The query's parameters for a range of calendar days in Bogotá, `to` included. */
export function exportRange(from: string, to: string): { from: string; to: string } {
  const end = new Date(`${to}T00:00:00${BOGOTA_OFFSET}`)
  end.setUTCDate(end.getUTCDate() + 1)
  return { from: new Date(`${from}T00:00:00${BOGOTA_OFFSET}`).toISOString(), to: end.toISOString() }
}

export const exportHeader = [
  'Recibida',
  'Estado',
  'Nombres',
  'Apellidos',
  'Correo electrónico',
  'Teléfono',
  'País',
  'Departamento o estado',
  'Ciudad',
  'Producto',
  'Mensaje',
  'Quién la atiende',
  'Notas internas',
  'Correo a ventas',
  'Primera página',
  'Sitio de procedencia',
  'Fuente',
  'Medio',
  'Campaña',
  'Contenido',
  'Término',
  'Id',
]

const received = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Bogota',
  dateStyle: 'short',
  timeStyle: 'short',
})

const titleOf = (list: { title: string; value: string }[], value: string | null) =>
  list.find((option) => option.value === value)?.title ?? value ?? ''

/** The CSV file of the requests, Spanish headers, dates as yyyy-mm-dd hh:mm in Bogotá. */
export function contactRequestsCsv(requests: readonly ExportedRequest[]): string {
  return toCsv(
    exportHeader,
    requests.map((request) => [
      request.createdAt ? received.format(new Date(request.createdAt)) : '',
      titleOf(contactRequestStatuses, request.status),
      request.firstNames,
      request.lastNames,
      request.email,
      request.phone,
      request.country,
      request.state,
      request.city,
      request.product,
      request.message,
      request.assignee,
      request.internalNotes,
      titleOf(noticeStatuses, request.notice),
      request.origin?.landingPath,
      request.origin?.referrerHost,
      request.origin?.utmSource,
      request.origin?.utmMedium,
      request.origin?.utmCampaign,
      request.origin?.utmContent,
      request.origin?.utmTerm,
      request._id,
    ]),
  )
}
