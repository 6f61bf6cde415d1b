import type { CountrySeed } from '../../data/countries.ts'
import {
  busiestStates,
  exampleAssignees,
  exampleCampaigns,
  exampleFirstNames,
  exampleLastNames,
  exampleMessages,
  exampleNotes,
  exampleSources,
  generalMessages,
  popularProducts,
} from '../../data/example-requests.ts'
import type { ProductContent } from '../../data/types.ts'
import { EXAMPLE_REQUEST_ID_PREFIX } from '@rehoboth/shared/example-requests'
import type { ContactRequest, RequestOrigin } from '@rehoboth/shared/sanity-types'
import { documentIds, keyFromText, reference } from '../document-ids.ts'

/** How many example requests the seed has, and over how many days before its last day. */
export const EXAMPLE_REQUEST_COUNT = 320
export const EXAMPLE_DAYS = 182

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
// Colombia keeps UTC-5 all year.
const BOGOTA_OFFSET_MS = 5 * HOUR_MS
const bogotaDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Bogota' })

/** A small seeded generator (mulberry32): the same examples on every build. */
function randomSource(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
  const chance = (probability: number) => next() < probability
  const weighted = <T extends { share: number }>(list: readonly T[]): T => {
    let left = next() * list.reduce((total, item) => total + item.share, 0)
    return list.find((item) => (left -= item.share) < 0) ?? list.at(-1)!
  }
  const digits = (count: number) =>
    Array.from({ length: count }, () => Math.floor(next() * 10)).join('')
  return { next, pick, chance, weighted, digits }
}

type Random = ReturnType<typeof randomSource>

export interface ExampleRequestsInput {
  /** The examples end the day before this one (in Colombia). */
  until: Date
  products: readonly ProductContent[]
  countries: readonly CountrySeed[]
  /** How many (the seed's count unless a test asks for a crowd). */
  count?: number
}

/**
 * A few hundred contact requests as sales would have them after six months: spread over the days
 * (more of them lately, fewer on Sundays), products, places, sources and campaigns, and Estados
 * (the older, the more of them attended). They carry no notice: no e-mail was ever due for them,
 * so the site's retries never pick one up.
 */
export function exampleRequestDocuments(input: ExampleRequestsInput): ContactRequest[] {
  const random = randomSource(20_260_601)
  const lastDayStart =
    Date.parse(`${bogotaDay.format(input.until)}T00:00:00Z`) + BOGOTA_OFFSET_MS - DAY_MS
  const drafts = Array.from({ length: input.count ?? EXAMPLE_REQUEST_COUNT }, () =>
    exampleRequest(random, input, lastDayStart),
  )
  return drafts
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((request, index) => ({
      ...request,
      _id: `${EXAMPLE_REQUEST_ID_PREFIX}${String(index + 1).padStart(3, '0')}`,
    }))
}

function exampleRequest(
  random: Random,
  input: ExampleRequestsInput,
  lastDayStart: number,
): ContactRequest {
  const daysBefore = dayOfRequest(random, lastDayStart)
  const created = lastDayStart - daysBefore * DAY_MS + (7 + random.next() * 14) * HOUR_MS
  const createdAt = new Date(Math.floor(created / 1000) * 1000).toISOString()
  const country = random.chance(0.75)
    ? input.countries.find(({ name }) => name === 'Colombia')!
    : input.countries.find(({ name }) => name === 'México')!
  const busiest = random.chance(0.65) ? random.pick(busiestStates[country.name] ?? []) : undefined
  const state = country.states.find(({ name }) => name === busiest) ?? random.pick(country.states)
  const city = random.chance(0.6) ? state.cities[0]! : random.pick(state.cities)
  const popular = random.chance(0.5) ? random.pick(popularProducts) : undefined
  const product = random.chance(0.82)
    ? (input.products.find(({ slug }) => slug === popular) ?? random.pick(input.products))
    : undefined
  const firstNames = random.pick(exampleFirstNames)
  const lastNames = `${random.pick(exampleLastNames)} ${random.pick(exampleLastNames)}`
  const message = (product ? random.pick(exampleMessages) : random.pick(generalMessages))
    .replace('{producto}', product?.title.toLowerCase() ?? '')
    .replace('{ciudad}', city)
  const follow = followUp(random, createdAt, daysBefore)

  return {
    _id: '',
    _type: 'contactRequest',
    _createdAt: createdAt,
    _updatedAt: follow.attendedAt ?? createdAt,
    _rev: '',
    status: follow.status,
    ...(follow.attendedAt && { attendedAt: follow.attendedAt }),
    ...(follow.assignee && { assignee: follow.assignee }),
    ...(follow.internalNotes && { internalNotes: follow.internalNotes }),
    createdAt,
    firstNames,
    lastNames,
    email: `${keyFromText(firstNames).replaceAll('-', '')}.${keyFromText(lastNames).split('-')[0]}${random.digits(2)}@example.com`,
    phone: `${country.dialCode} ${country.name === 'Colombia' ? '3' : '55'}${random.digits(country.nationalNumberLength - (country.name === 'Colombia' ? 1 : 2))}`,
    country: country.name,
    state: state.name,
    city,
    message,
    ...(product && { product: reference(documentIds.product(product.slug)) }),
    origin: origin(random, daysBefore, product),
  }
}

/** Days before the last day: more requests lately, and fewer on Sundays. */
function dayOfRequest(random: Random, lastDayStart: number): number {
  for (;;) {
    // Half of them evenly over the months, half more and more often lately.
    const share = random.chance(0.5) ? random.next() : 1 - Math.sqrt(random.next())
    const daysBefore = Math.floor(EXAMPLE_DAYS * share)
    const weekday = new Date(lastDayStart - daysBefore * DAY_MS).getUTCDay()
    if (weekday !== 0 || random.chance(0.35)) return Math.min(daysBefore, EXAMPLE_DAYS - 1)
  }
}

/** The Estado of a request of that age, and when it was attended (never after the last day). */
function followUp(random: Random, createdAt: string, daysBefore: number) {
  const attended = daysBefore < 5 ? 0.1 : daysBefore < 30 ? 0.55 : 0.9
  const inProgress = daysBefore < 5 ? 0.3 : daysBefore < 30 ? 0.3 : 0.07
  const draw = random.next()
  const status: ContactRequest['status'] =
    draw < attended ? 'atendido' : draw < attended + inProgress ? 'en-proceso' : 'nuevo'
  if (status === 'nuevo') return { status }
  const assignee = random.pick(exampleAssignees)
  if (status === 'en-proceso') return { status, assignee }
  // From an hour to about nine days, most within two; never past the example's age.
  const hours = Math.min(1 + 220 * random.next() ** 3, Math.max(1, daysBefore * 24 + 2))
  const attendedAt = new Date(Date.parse(createdAt) + Math.round(hours * HOUR_MS)).toISOString()
  const internalNotes = random.chance(0.5) ? random.pick(exampleNotes) : undefined
  return { status, assignee, attendedAt, internalNotes }
}

/** Where the visit came from: a source by its share, and a campaign running then on it. */
function origin(
  random: Random,
  daysBefore: number,
  product: ProductContent | undefined,
): RequestOrigin {
  const source = random.weighted(exampleSources)
  const running = exampleCampaigns.filter(
    (campaign) =>
      campaign.from >= daysBefore &&
      campaign.to <= daysBefore &&
      campaign.sources.includes(source.key),
  )
  const campaign = running.length > 0 && random.chance(0.7) ? random.pick(running) : undefined
  const landingPath =
    product && source.key !== 'direct' && random.chance(0.7)
      ? `/${product.slug}`
      : random.pick(['/', '/Contacto', '/paraTuAuto', '/paraTuHogar'])
  return {
    _type: 'requestOrigin',
    landingPath,
    ...('referrerHost' in source && { referrerHost: source.referrerHost }),
    ...('utmSource' in source && { utmSource: source.utmSource, utmMedium: source.utmMedium }),
    ...(campaign && { utmCampaign: campaign.name }),
    ...('contents' in source && campaign && { utmContent: random.pick(source.contents) }),
    ...('terms' in source && { utmTerm: random.pick(source.terms) }),
  }
}
