import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSanityApiHandlers } from '@rehoboth/content-lake'
import { apiVersion } from '@rehoboth/shared/project'
import { buildDataset } from '../../seed/build-dataset.ts'
import { countries } from '../../seed/data/countries.ts'
import { products } from '../../seed/data/products/index.ts'
import { exampleRequestDocuments } from '../../seed/lib/documents/example-requests.ts'
import { fakeManifest } from '../../seed/lib/testing/fake-manifest.ts'
import { exportRange } from './export-rows'
import { filterQuery, type RequestFilter } from './request-filter'
import {
  formatDuration,
  isNoneFigure,
  summarize,
  summaryQuery,
  type Figure,
  type Summary,
  type SummaryInput,
} from './summary'

// The seed with its examples, and the same with 5,000 more requests over the six months, each on
// an in-process Content Lake: the «Resumen» counts them, and each figure's list (the desk's filter
// it links to) must hold exactly as many requests as the figure says.
const until = new Date('2026-06-15T12:00:00Z')
const range = { desde: '2025-12-01', hasta: '2026-06-14' }
const seed = buildDataset({ manifest: fakeManifest(), exampleRequests: { until } })
const crowd = exampleRequestDocuments({ until, products, countries, count: 5_000 }).map(
  (request, index) => ({ ...request, _id: `contactRequest.carga-${index}` }),
)
// Requests the site stored before it recorded origins, or whose visit had only a referring site.
const edgeCases = [
  { ...crowd[0]!, _id: 'contactRequest.sin-origen', origin: undefined },
  {
    ...crowd[1]!,
    _id: 'contactRequest.solo-sitio',
    origin: { _type: 'requestOrigin' as const, landingPath: '/', referrerHost: 'bing.com' },
  },
]

const storeDir = mkdtempSync(join(tmpdir(), 'rehoboth-summary-'))
const lake = (projectId: string, seedDocuments: readonly { _id: string; _type: string }[]) => ({
  handlers: createSanityApiHandlers({
    projectId,
    dataset: 'production',
    seedDocuments: seedDocuments as never,
    storeDir: join(storeDir, projectId),
  }),
  client: createClient({
    projectId,
    dataset: 'production',
    apiVersion,
    useCdn: false,
    token: 'local-editor',
    perspective: 'published',
  }),
})
const examples = lake('offline', [...seed, ...edgeCases])
const crowded = lake('crowded', [...seed, ...edgeCases, ...crowd])
const server = setupServer(...examples.handlers, ...crowded.handlers)

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => {
  server.close()
  rmSync(storeDir, { recursive: true, force: true })
})

const read = (client: SanityClient) =>
  client.fetch<SummaryInput>(summaryQuery, exportRange(range.desde, range.hasta))

/**
 * How many requests the desk's list of each figure holds: GROQ counts on the lake, in one query
 * (each filter's parameters renamed apart).
 */
async function listed(client: SanityClient, filters: RequestFilter[]): Promise<number[]> {
  const categoryIds = [...new Set(filters.flatMap(({ categoria }) => categoria ?? []))]
  const productsOf = await client.fetch<Record<string, string[]>>(
    `{${categoryIds.map((id, index) => `"${id}": *[_type == "product" && category._ref == $c${index}]._id`).join(',')}}`,
    Object.fromEntries(categoryIds.map((id, index) => [`c${index}`, id])),
  )
  const params: Record<string, unknown> = {}
  const counts = filters.map((filter, index) => {
    const query = filterQuery(filter, filter.categoria ? productsOf[filter.categoria] : [])
    for (const [name, value] of Object.entries(query.params)) params[`f${index}_${name}`] = value
    return `count(*[${query.filter.replace(/\$(\w+)/g, `$f${index}_$1`)}])`
  })
  return client.fetch<number[]>(`[${counts.join(',')}]`, params)
}

const sectionsOf = (summary: Summary): Record<string, Figure[]> => ({
  weeks: summary.weeks,
  products: summary.products,
  catalogues: summary.catalogues,
  countries: summary.countries,
  states: summary.states,
  sources: summary.sources,
  campaigns: summary.campaigns,
  statuses: summary.statuses,
})

describe('the «Resumen» of the requests', () => {
  test('counts the seed’s examples and 5,000 more in well under a second, as the lake does', async () => {
    const input = await read(crowded.client)
    expect(input.requests.length).toBeGreaterThan(5_000)
    const started = performance.now()
    const summary = summarize(input, range)
    // About 20 ms here; the bound is for a busy CI machine.
    expect(performance.now() - started).toBeLessThan(500)

    // The lake's GROQ is slow over thousands of documents: the total, then the first figure of
    // each breakdown and its «none» (the test below checks every figure of the examples).
    expect(await listed(crowded.client, [range])).toEqual([summary.total])
    for (const [section, figures] of Object.entries(sectionsOf(summary))) {
      const checked = [figures[0]!, ...figures.filter(isNoneFigure)]
      for (const figure of checked) {
        expect(
          await listed(crowded.client, [figure.filter!]),
          `${section} ${figure.label}`,
        ).toEqual([figure.count])
      }
    }
  }, 120_000)

  test('every figure of the examples links to a list of exactly as many requests', async () => {
    const summary = summarize(await read(examples.client), range)
    expect(summary.total).toBeGreaterThan(300)
    expect(await listed(examples.client, [range])).toEqual([summary.total])
    for (const [section, figures] of Object.entries(sectionsOf(summary))) {
      expect(
        figures.reduce((total, figure) => total + figure.count, 0),
        section,
      ).toBe(summary.total)
      const filters = figures.map(({ filter }) => filter).filter((filter) => filter !== undefined)
      expect(filters, section).toHaveLength(figures.length)
      expect(await listed(examples.client, filters), section).toEqual(
        figures.map(({ count }) => count),
      )
    }
  }, 60_000)

  test('names sources, campaigns and products, with «Directo», «Sin campaña» and «Sin producto»', async () => {
    const summary = summarize(await read(examples.client), range)
    const labels = (figures: Figure[]) => figures.map(({ label }) => label)
    expect(labels(summary.sources)).toEqual(
      expect.arrayContaining([
        'Instagram',
        'Facebook',
        'Google',
        'google.com',
        'Catálogo',
        'WhatsApp',
        'Directo',
        'bing.com',
      ]),
    )
    expect(labels(summary.campaigns)).toEqual(
      expect.arrayContaining(['Sin campaña', 'catalogo-impreso', 'dia-del-padre']),
    )
    expect(labels(summary.products)).toEqual(
      expect.arrayContaining(['Sin producto', 'RESTAURADOR DE FAROS']),
    )
    expect(labels(summary.catalogues)).toEqual(
      expect.arrayContaining(['Para tu vehiculo', 'Para tu Hogar', 'Sin producto']),
    )
    expect(labels(summary.statuses)).toEqual(['Nuevo', 'En proceso', 'Atendido'])
    const counts = summary.products.map(({ count }) => count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(summary.attended.measured).toBe(summary.statuses[2]!.count)
  })

  test('weeks run Monday to Sunday in Colombia, the first and last cut to the range', () => {
    const empty = { requests: [], products: [], categories: [] }
    const { weeks } = summarize(empty, range)
    expect(weeks[0]).toMatchObject({
      start: '2025-12-01',
      filter: { desde: '2025-12-01', hasta: '2025-12-07' },
    })
    expect(weeks.at(-1)).toMatchObject({
      start: '2026-06-08',
      filter: { desde: '2026-06-08', hasta: '2026-06-14' },
    })
    expect(weeks).toHaveLength(28)
    const cut = summarize(empty, { desde: '2026-01-07', hasta: '2026-01-20' }).weeks
    expect(cut.map(({ filter }) => [filter.desde, filter.hasta])).toEqual([
      ['2026-01-07', '2026-01-11'],
      ['2026-01-12', '2026-01-18'],
      ['2026-01-19', '2026-01-20'],
    ])
  })

  test('the median time to «Atendido» is over the attended requests that noted it', () => {
    const day = (date: string) => `${date}T12:00:00.000Z`
    const request = (status: string, createdAt: string, attendedAt?: string) => ({
      createdAt,
      status: status as 'atendido',
      attendedAt: attendedAt ?? null,
      country: 'Colombia',
      state: 'Cundinamarca',
      product: null,
      source: null,
      campaign: null,
    })
    const summary = summarize(
      {
        requests: [
          request('atendido', day('2026-03-02'), '2026-03-02T14:00:00.000Z'),
          request('atendido', day('2026-03-02'), '2026-03-03T12:00:00.000Z'),
          request('atendido', day('2026-03-02'), '2026-03-05T12:00:00.000Z'),
          request('atendido', day('2026-03-02')),
          request('nuevo', day('2026-03-03')),
        ],
        products: [],
        categories: [],
      },
      { desde: '2026-03-01', hasta: '2026-03-07' },
    )
    expect(summary.attended).toEqual({ measured: 3, medianMs: 24 * 3_600_000 })
    expect(summary.statuses.map(({ count }) => count)).toEqual([1, 0, 4])
  })
})

test('durations read as sales would say them', () => {
  expect(formatDuration(45 * 60_000)).toBe('45 min')
  expect(formatDuration(5 * 3_600_000 + 20 * 60_000)).toBe('5 h 20 min')
  expect(formatDuration(24 * 3_600_000)).toBe('24 h')
  expect(formatDuration(52 * 3_600_000)).toBe('2 días 4 h')
  expect(formatDuration(72 * 3_600_000)).toBe('3 días')
})
