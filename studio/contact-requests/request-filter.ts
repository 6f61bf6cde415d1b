import { contactRequestStatuses } from '../schemaTypes/documents/contactRequest'
import { exportRange } from './export-rows'

/**
 * Which requests a figure of the «Resumen» counts: a range of days (Colombia) and at most one
 * value of one of its breakdowns. It travels in the desk's address as the parameters of the
 * «Solicitudes filtradas» pane, so a figure links to the list of its requests.
 */
export type RequestFilter = {
  desde: string
  hasta: string
  producto?: string
  categoria?: string
  pais?: string
  departamento?: string
  fuente?: string
  campana?: string
  estado?: string
  /** The requests with no product, no source or no campaign. */
  sin?: 'producto' | 'fuente' | 'campana'
}

const valueKeys = [
  'producto',
  'categoria',
  'pais',
  'departamento',
  'fuente',
  'campana',
  'estado',
  'sin',
] as const

const missingValues = new Set(['producto', 'fuente', 'campana'])
const statusValues = new Set(contactRequestStatuses.map(({ value }) => value))
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
// The site bounds what it stores; an address bounds nothing, so neither does anything read here.
const isValue = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 200

/** The filter of a pane's parameters, or undefined when they do not make one. */
export function filterFromParams(params: Record<string, unknown>): RequestFilter | undefined {
  if (!isDay(params.desde) || !isDay(params.hasta) || params.desde > params.hasta) return undefined
  const filter: RequestFilter = { desde: params.desde, hasta: params.hasta }
  for (const key of valueKeys) {
    const value = params[key]
    if (value === undefined) continue
    if (!isValue(value)) return undefined
    if (key === 'sin' && !missingValues.has(value)) return undefined
    if (key === 'estado' && !statusValues.has(value)) return undefined
    Object.assign(filter, { [key]: value })
  }
  return filter
}

/** The GROQ source a request is counted under: its utm_source, else the site that sent it. */
export const requestSource = 'coalesce(origin.utmSource, origin.referrerHost)'

const clauses: Record<Exclude<keyof RequestFilter, 'sin'>, string> = {
  desde: 'dateTime(createdAt) >= dateTime($desde)',
  hasta: 'dateTime(createdAt) < dateTime($hasta)',
  producto: 'product._ref == $producto',
  categoria: 'product._ref in $productos',
  pais: 'country == $pais',
  departamento: 'state == $departamento',
  fuente: `${requestSource} == $fuente`,
  campana: 'origin.utmCampaign == $campana',
  estado: 'status == $estado',
}

const missingClauses: Record<NonNullable<RequestFilter['sin']>, string> = {
  producto: '!defined(product)',
  fuente: '!defined(origin.utmSource) && !defined(origin.referrerHost)',
  campana: '!defined(origin.utmCampaign)',
}

/**
 * The desk list's GROQ filter and parameters: fixed clauses, the values only as parameters. A
 * catalogue is the list of its products' ids (`productsOfCategory`): a listener's filter
 * cannot follow a reference.
 */
export function filterQuery(
  filter: RequestFilter,
  productsOfCategory: readonly string[] = [],
): { filter: string; params: Record<string, unknown> } {
  const range = exportRange(filter.desde, filter.hasta)
  const params: Record<string, unknown> = { desde: range.from, hasta: range.to }
  const parts = ['_type == "contactRequest"', clauses.desde, clauses.hasta]
  for (const key of valueKeys) {
    const value = filter[key]
    if (value === undefined) continue
    if (key === 'sin') {
      parts.push(missingClauses[value as NonNullable<RequestFilter['sin']>])
    } else if (key === 'categoria') {
      parts.push(clauses.categoria)
      params.productos = productsOfCategory
    } else {
      parts.push(clauses[key])
      params[key] = value
    }
  }
  return { filter: parts.join(' && '), params }
}

export const FILTERED_PANE_ID = 'filtradas'

/**
 * The Studio address of the filtered list, as the desk's router writes pane parameters: each
 * value encoded, then the whole pane once more.
 */
export function filteredListPath(filter: RequestFilter): string {
  const pane = [
    FILTERED_PANE_ID,
    ...Object.entries(filter).map(([key, value]) => `${key}=${encodeURIComponent(value)}`),
  ].join(',')
  return `/structure/contactRequests;${encodeURIComponent(pane)}`
}
