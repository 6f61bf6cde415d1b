import { describe, expect, it } from 'vitest'
import { INVALID_TOKEN } from './authorization.ts'
import { MAX_KEYS, MAX_TOTAL_BYTES, MAX_VALUE_BYTES } from './studio-api/key-value-store.ts'
import { PROJECT_ID } from './testing/fixture-project.ts'
import { fixtureProjectInProcess } from './testing/in-process-fixture.ts'

fixtureProjectInProcess()

const BASE = `https://${PROJECT_ID}.api.sanity.io/v2025-02-19/users/me/keyvalue`
const TOKEN = 'studio-token'

function put(pairs: unknown, token: string | null = TOKEN): Promise<Response> {
  return fetch(BASE, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: typeof pairs === 'string' ? pairs : JSON.stringify(pairs),
  })
}

async function read(keys: string[], token: string | null = TOKEN): Promise<Response> {
  return fetch(`${BASE}/${keys.map(encodeURIComponent).join(',')}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
}

const valuesOf = async (keys: string[]) =>
  Object.fromEntries(
    ((await (await read(keys)).json()) as { key: string; value: unknown }[]).map((pair) => [
      pair.key,
      pair.value,
    ]),
  )

// The keys sanity 6.16 writes (useKeyValueStore in its lib), with values of the size it writes:
// structure panes' layout and sort order, the inspect dialog's view, the recent searches (five,
// with filters), the announcements seen, the time zones of scheduling, releases and date inputs.
const STUDIO_PAIRS = [
  { key: 'studio.structure-tool.layout.product', value: 'default' },
  {
    key: 'studio.structure-tool.sort-order.product',
    value: { by: [{ field: '_updatedAt', direction: 'desc' }], extendedProjection: '' },
  },
  { key: 'studio.structure-tool.inspect-view-mode', value: 'raw' },
  {
    key: 'studio.search.recent.production',
    value: {
      version: 3,
      recentSearches: Array.from({ length: 5 }, (_, index) => ({
        created: new Date(2026, 0, index + 1).toISOString(),
        filters: [
          {
            fieldId: 'title',
            filterName: 'string',
            operatorType: 'stringMatches',
            value: `faros ${index}`,
          },
        ],
        terms: { query: `restaurador de faros ${index}`, typeNames: ['product', 'category'] },
      })),
    },
  },
  { key: 'studio.announcement.seen', value: ['a1b2c3', 'd4e5f6'] },
  { key: 'studio.timezone.scheduled-publishing', value: 'Europe/Madrid' },
  { key: 'studio.timezone.content-releases', value: 'Europe/Madrid' },
  { key: 'studio.timezone.input.slide-1.items.key-a1b2.publishedAt', value: 'Europe/Madrid' },
  { key: 'studio.timezone.input.items[_key=="a1b2"].date', value: 'Atlantic/Canary' },
]

describe("the Studio's stored preferences (users/me/keyvalue)", () => {
  it('answer 401 without a token or with one the lake does not know, reading nothing', async () => {
    for (const token of [null, INVALID_TOKEN]) {
      expect((await put([{ key: 'studio.x', value: 1 }], token)).status).toBe(401)
      const answer = await read(['studio.x'], token)
      expect(answer.status).toBe(401)
      expect(await answer.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' })
    }
    expect(await valuesOf(['studio.x'])).toEqual({ 'studio.x': null })
  })

  it('keep what the Studio writes, one key per request as it sends them', async () => {
    for (const pair of STUDIO_PAIRS) {
      const answer = await put([pair])
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual([pair])
    }
    const keys = STUDIO_PAIRS.map((pair) => pair.key)
    expect(await valuesOf([...keys, 'studio.never-set'])).toEqual({
      ...Object.fromEntries(STUDIO_PAIRS.map((pair) => [pair.key, pair.value])),
      'studio.never-set': null,
    })
  })

  it('refuse malformed writes and keys with a 400, storing nothing', async () => {
    const malformed = [
      '{"key": "a", "value": 1}',
      '[1]',
      '[{"value": 1}]',
      'not json',
      ...['', 'a,b', 'x'.repeat(201), 'tab\there', 'espacio aquí', 7].map((key) =>
        JSON.stringify([
          { key: 'studio.ok', value: 1 },
          { key, value: 1 },
        ]),
      ),
    ]
    for (const body of malformed) {
      const answer = await put(body)
      expect(answer.status, body.slice(0, 40)).toBe(400)
      expect(await answer.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' })
    }
    expect(await valuesOf(['studio.ok'])).toEqual({ 'studio.ok': null })
    expect((await read(['studio.ok', 'x'.repeat(201)])).status).toBe(400)
  })

  it('refuse a value over its limit, and more keys or bytes than the store holds, with a 413', async () => {
    // The reproduction: bodies of 1 MB.
    const megabyte = [{ key: 'studio.big', value: 'x'.repeat(1_000_000) }]
    for (let round = 0; round < 3; round += 1) {
      const answer = await put(megabyte)
      expect(answer.status).toBe(413)
      expect(await answer.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' })
    }
    const justFits = 'x'.repeat(MAX_VALUE_BYTES - 2)
    expect((await put([{ key: 'studio.fits', value: justFits }])).status).toBe(200)
    expect((await put([{ key: 'studio.fits', value: `${justFits}x` }])).status).toBe(413)

    // Values up to their limit fill the store to its total, then nothing more is taken.
    const perValue = MAX_VALUE_BYTES - 100
    const filling = Math.floor(MAX_TOTAL_BYTES / perValue) + 1
    const statuses: number[] = []
    for (let index = 0; index < filling; index += 1) {
      statuses.push(
        (await put([{ key: `studio.fill.${index}`, value: 'y'.repeat(perValue) }])).status,
      )
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThan(filling)
    expect(statuses.at(-1)).toBe(413)
    // Removing keys (a null value) makes room again.
    const removed = Array.from({ length: 4 }, (_, index) => ({
      key: `studio.fill.${index}`,
      value: null,
    }))
    expect((await put(removed)).status).toBe(200)
    expect((await put([{ key: 'studio.after', value: 'z'.repeat(perValue) }])).status).toBe(200)
    for (let index = 0; index < filling; index += 1) {
      await put([{ key: `studio.fill.${index}`, value: null }])
    }

    const manyKeys = Array.from({ length: MAX_KEYS + 1 }, (_, index) => ({
      key: `studio.many.${index}`,
      value: 1,
    }))
    expect((await put(manyKeys)).status).toBe(413)
    expect(await valuesOf(['studio.many.0', 'studio.after'])).toEqual({
      'studio.many.0': null,
      'studio.after': 'z'.repeat(perValue),
    })
  })
})
