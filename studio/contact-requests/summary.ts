import { defineQuery } from 'groq'
import type { SummaryQueryResult } from '@rehoboth/shared/sanity-types'
import { contactRequestStatuses } from '../schemaTypes/documents/contactRequest'
import type { RequestFilter } from './request-filter'

/**
 * What the «Resumen» reads: the requests of the range, projected to what it counts by, and the
 * names of products and catalogues. One query; the counting is done here.
 */
export const summaryQuery = defineQuery(`{
  "requests": *[_type == "contactRequest" && !(_id in path("drafts.**"))
    && dateTime(createdAt) >= dateTime($from) && dateTime(createdAt) < dateTime($to)]{
    createdAt, status, attendedAt, country, state, "product": product._ref,
    "source": coalesce(origin.utmSource, origin.referrerHost), "campaign": origin.utmCampaign
  },
  "products": *[_type == "product" && !(_id in path("drafts.**"))]{_id, title, "category": category._ref},
  "categories": *[_type == "category" && !(_id in path("drafts.**"))]{_id, title}
}`)

export type SummaryInput = SummaryQueryResult

/**
 * One figure: what it counts, how many, and the filter of the list of those requests (none for
 * requests whose product has no catalogue any more: no filter of the desk can name them).
 */
export type Figure = { key: string; label: string; count: number; filter?: RequestFilter }

export type Week = Figure & { start: string; filter: RequestFilter }

export type Summary = {
  total: number
  weeks: Week[]
  products: Figure[]
  catalogues: Figure[]
  countries: Figure[]
  states: Figure[]
  sources: Figure[]
  campaigns: Figure[]
  statuses: Figure[]
  /** Median time from receiving to «Atendido», over the attended requests that noted it. */
  attended: { measured: number; medianMs: number | undefined }
}

const DAY_MS = 86_400_000
// Colombia keeps UTC-5 all year.
const BOGOTA_OFFSET_MS = 5 * 3_600_000

/** The Bogotá day of an instant, as yyyy-mm-dd (arithmetic: thousands of requests). */
const bogotaDay = (time: number) => new Date(time - BOGOTA_OFFSET_MS).toISOString().slice(0, 10)
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
/** The Monday of a day's week. */
const mondayOf = (day: string) =>
  addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7))

const months = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic']

/** A day as «7 mar» or «7 mar 2026» (the same in every browser, whatever its locale data). */
export function dayName(day: string, withYear = false): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return `${date} ${months[month - 1]}${withYear ? ` ${year}` : ''}`
}

/** Sources as marketing names them; any other (a site's host, a new tag) as it came. */
const sourceNames: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  google: 'Google',
  whatsapp: 'WhatsApp',
  catalogo: 'Catálogo',
  tiktok: 'TikTok',
  youtube: 'YouTube',
}

export const NO_PRODUCT = 'Sin producto'
export const NO_SOURCE = 'Directo'
export const NO_CAMPAIGN = 'Sin campaña'

/** Counts of keys, most first (then by label), as figures. */
function figures(
  counts: Map<string, number>,
  describe: (key: string) => { label: string; filter?: Partial<RequestFilter> },
  range: RequestFilter,
): Figure[] {
  return [...counts]
    .map(([key, count]) => {
      const { label, filter } = describe(key)
      return { key, label, count, ...(filter && { filter: { ...range, ...filter } }) }
    })
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'es'))
}

function tally(counts: Map<string, number>, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1)
}

// Keys of the figures for «none»; a real value never starts with a NUL.
const NONE = '\u0000'
const NO_CATALOGUE = '\u0000catalogue'

/** A figure of requests with none of the value: no product, no source, no campaign. */
export const isNoneFigure = (figure: Figure) => figure.key.startsWith(NONE)

/** The «Resumen» of the requests of a range of days (`desde` to `hasta`, Colombia). */
export function summarize(input: SummaryInput, range: { desde: string; hasta: string }): Summary {
  const products = new Map(input.products.map((product) => [product._id, product]))
  const categories = new Map(input.categories.map((category) => [category._id, category]))
  const byWeek = new Map<string, number>()
  const byProduct = new Map<string, number>()
  const byCatalogue = new Map<string, number>()
  const byCountry = new Map<string, number>()
  const byState = new Map<string, number>()
  const bySource = new Map<string, number>()
  const byCampaign = new Map<string, number>()
  const byStatus = new Map<string, number>(contactRequestStatuses.map(({ value }) => [value, 0]))
  const attendedTimes: number[] = []

  for (const request of input.requests) {
    const created = Date.parse(request.createdAt)
    tally(byWeek, mondayOf(bogotaDay(created)))
    tally(byProduct, request.product ?? NONE)
    const category = request.product ? products.get(request.product)?.category : undefined
    tally(byCatalogue, request.product ? (category ?? NO_CATALOGUE) : NONE)
    tally(byCountry, request.country)
    tally(byState, JSON.stringify([request.country, request.state]))
    tally(bySource, request.source ?? NONE)
    tally(byCampaign, request.campaign ?? NONE)
    tally(byStatus, request.status)
    if (request.status === 'atendido' && request.attendedAt) {
      attendedTimes.push(Date.parse(request.attendedAt) - created)
    }
  }

  const whole: RequestFilter = { desde: range.desde, hasta: range.hasta }
  return {
    total: input.requests.length,
    weeks: weeks(byWeek, whole),
    products: figures(
      byProduct,
      (id) =>
        id === NONE
          ? { label: NO_PRODUCT, filter: { sin: 'producto' } }
          : { label: products.get(id)?.title ?? id, filter: { producto: id } },
      whole,
    ),
    catalogues: figures(
      byCatalogue,
      (id) =>
        id === NONE
          ? { label: NO_PRODUCT, filter: { sin: 'producto' } }
          : id === NO_CATALOGUE
            ? { label: 'Sin catálogo' }
            : { label: categories.get(id)?.title ?? id, filter: { categoria: id } },
      whole,
    ),
    countries: figures(
      byCountry,
      (country) => ({ label: country, filter: { pais: country } }),
      whole,
    ),
    states: figures(
      byState,
      (key) => {
        const [country, state] = JSON.parse(key) as [string, string]
        return { label: `${state} (${country})`, filter: { pais: country, departamento: state } }
      },
      whole,
    ),
    sources: figures(
      bySource,
      (source) =>
        source === NONE
          ? { label: NO_SOURCE, filter: { sin: 'fuente' } }
          : { label: sourceNames[source] ?? source, filter: { fuente: source } },
      whole,
    ),
    campaigns: figures(
      byCampaign,
      (campaign) =>
        campaign === NONE
          ? { label: NO_CAMPAIGN, filter: { sin: 'campana' } }
          : { label: campaign, filter: { campana: campaign } },
      whole,
    ),
    statuses: contactRequestStatuses.map(({ title, value }) => ({
      key: value,
      label: title,
      count: byStatus.get(value) ?? 0,
      filter: { ...whole, estado: value },
    })),
    attended: { measured: attendedTimes.length, medianMs: median(attendedTimes) },
  }
}

/** Every week the range touches, empty ones too, each linking to its days inside the range. */
function weeks(counts: Map<string, number>, range: RequestFilter): Week[] {
  const result: Week[] = []
  for (let start = mondayOf(range.desde); start <= range.hasta; start = addDays(start, 7)) {
    const from = start < range.desde ? range.desde : start
    const end = addDays(start, 6)
    const to = end > range.hasta ? range.hasta : end
    result.push({
      key: start,
      start,
      label: `${dayName(from)} – ${dayName(to)}`,
      count: counts.get(start) ?? 0,
      filter: { desde: from, hasta: to },
    })
  }
  return result
}

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** A duration as sales would say it: «45 min», «5 h 20 min», «2 días 4 h». */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`
  const days = Math.floor(hours / 24)
  return hours % 24 ? `${days} días ${hours % 24} h` : `${days} días`
}
