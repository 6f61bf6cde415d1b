import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startLakeServer } from './server.ts'
import { DATASET, PROJECT_ID } from './testing/fixture-project.ts'
import { lakeClient } from './testing/http-client.ts'
import { spawnLake } from './testing/spawn-lake.ts'
import type { SanityDocument } from './types.ts'
import {
  getDoc,
  lake,
  mutate,
  options,
  query,
  TOKEN,
  V,
  startStandaloneLake,
} from './testing/standalone-fixture.ts'

startStandaloneLake()

describe('the standalone Content Lake over HTTP', () => {
  it('answers the Studio at <projectId>.localhost and the site at /<host>.sanity.io/', async () => {
    const groq = encodeURIComponent('count(*[_type == "product"])')
    const studio = await lake.client.call(`${V}/data/query/${DATASET}?query=${groq}`)
    const site = await lake.client.call(
      `/${PROJECT_ID}.apicdn.sanity.io${V}/data/query/${DATASET}?query=${groq}`,
      { host: `127.0.0.1:${lake.server.port}` },
    )
    const spread = await lake.client.call(`${V}/data/query/${DATASET}?query=${groq}`, {
      host: `${PROJECT_ID}.l7.localhost:${lake.server.port}`,
    })
    expect(studio.json().result).toBeGreaterThan(0)
    expect(site.json().result).toBe(studio.json().result)
    expect(spread.json().result).toBe(studio.json().result)
  })

  it('answers the Studio list search, text::query included', async () => {
    const search =
      '*[_type in $__types && ([@, _id] match text::query($__query) || references($__rawQuery))]{_id}'
    const params = `&$__types=${encodeURIComponent('["product"]')}&$__rawQuery=%22%22`
    const find = async (text: string) =>
      (
        await lake.client.call(
          `${V}/data/query/${DATASET}?query=${encodeURIComponent(search)}${params}&$__query=${encodeURIComponent(JSON.stringify(text))}`,
        )
      )
        .json<{ result: Array<{ _id: string }> }>()
        .result.map(({ _id }) => _id)
    expect(await find('*')).toContain('product-seeded')
    expect(await find('seed*')).toEqual(['product-seeded'])
  })

  it('applies every kind of mutation in one transaction and answers as Sanity', async () => {
    const answer = await mutate([
      {
        create: { _id: 'drafts.m1', _type: 'note', text: 'uno', n: 5, list: [{ _key: 'a', v: 1 }] },
      },
      { createIfNotExists: { _id: 'drafts.m1', _type: 'note', text: 'ignored' } },
      { createOrReplace: { _id: 'm2', _type: 'note', text: 'dos' } },
      {
        patch: {
          id: 'drafts.m1',
          set: { text: 'uno!' },
          setIfMissing: { extra: 'x', text: 'no' },
          inc: { n: 2 },
          insert: { after: 'list[-1]', items: [{ _key: 'b', v: 2 }] },
        },
      },
      { patch: { id: 'drafts.m1', dec: { n: 1 }, unset: ['extra'] } },
      {
        patch: {
          id: 'product-seeded',
          diffMatchPatch: { body: '@@ -1,4 +1,4 @@\n-hola\n+chao\n' },
        },
      },
      { delete: { id: 'm2' } },
    ])
    expect(answer.status).toBe(200)
    const { transactionId, results } = answer.json<{
      transactionId: string
      results: Array<{ id: string; operation: string; document?: SanityDocument }>
    }>()
    expect(results.map(({ id, operation }) => [id, operation])).toEqual([
      ['drafts.m1', 'create'],
      ['drafts.m1', 'none'],
      ['m2', 'create'],
      ['drafts.m1', 'update'],
      ['drafts.m1', 'update'],
      ['product-seeded', 'update'],
      ['m2', 'delete'],
    ])
    const note = await getDoc('drafts.m1')
    expect(note).toMatchObject({ text: 'uno!', n: 6, _rev: transactionId })
    expect(note).not.toHaveProperty('extra')
    expect(note?.list).toEqual([
      { _key: 'a', v: 1 },
      { _key: 'b', v: 2 },
    ])
    expect(await getDoc('product-seeded')).toMatchObject({
      body: 'chao mundo',
      _rev: transactionId,
    })
    expect(await getDoc('m2')).toBeUndefined()
  })

  it('refuses a stale ifRevisionID with 409 and changes nothing', async () => {
    await mutate([{ createOrReplace: { _id: 'rev-doc', _type: 'note', text: 'a' } }])
    const { _rev } = (await getDoc('rev-doc')) as SanityDocument
    const first = await mutate([
      { patch: { id: 'rev-doc', ifRevisionID: _rev, set: { text: 'b' } } },
    ])
    expect(first.status).toBe(200)
    const stale = await mutate([
      { create: { _id: 'not-kept', _type: 'note' } },
      { patch: { id: 'rev-doc', ifRevisionID: _rev, set: { text: 'c' } } },
    ])
    expect(stale.status).toBe(409)
    expect(stale.json()).toMatchObject({
      error: { type: 'mutationError', items: [{ index: 1, error: { type: 'conflictError' } }] },
    })
    expect((await getDoc('rev-doc'))?.text).toBe('b')
    expect(await getDoc('not-kept')).toBeUndefined()
  })

  it('answers bad input with Sanity errors and no change', async () => {
    const before = readFileSync(join(lake.project.storeDir, `${DATASET}.ndjson`), 'utf8')
    const malformed = await mutate([{ explode: { id: 'x' } }])
    expect(malformed.status).toBe(400)
    const notArray = await lake.client.call(`${V}/data/mutate/${DATASET}`, {
      token: TOKEN,
      body: { mutations: { create: {} } },
    })
    expect(notArray.status).toBe(400)
    const missing = await mutate([{ patch: { id: 'nowhere', set: { a: 1 } } }])
    expect(missing.status).toBe(404)
    expect(missing.json()).toMatchObject({
      error: { items: [{ error: { type: 'documentNotFoundError' } }] },
    })
    const badGroq = await lake.client.call(
      `${V}/data/query/${DATASET}?query=${encodeURIComponent('*[')}`,
    )
    expect(badGroq.status).toBe(400)
    expect(badGroq.json()).toMatchObject({ error: { type: 'queryParseError' } })
    const badQueryPatch = await mutate([{ patch: { query: '*[', set: { a: 1 } } }])
    expect(badQueryPatch.status).toBe(400)
    expect(readFileSync(join(lake.project.storeDir, `${DATASET}.ndjson`), 'utf8')).toBe(before)
  })

  it('shows drafts and private documents only to the editor, and refuses anonymous writes', async () => {
    await mutate([
      { createOrReplace: { _id: 'contactRequest.1', _type: 'contactRequest', name: 'Ana' } },
      { createOrReplace: { _id: 'drafts.restaurador', _type: 'product', title: 'BORRADOR' } },
    ])
    expect(await query('count(*[_id in ["contactRequest.1", "drafts.restaurador"]])')).toBe(0)
    expect(
      await query('count(*[_id in ["contactRequest.1", "drafts.restaurador"]])', { token: TOKEN }),
    ).toBe(2)
    expect(await query('*[_id == "restaurador"][0].title', { token: TOKEN }, 'drafts')).toBe(
      'BORRADOR',
    )
    expect(await query('*[_id == "restaurador"][0].title', {}, 'drafts')).not.toBe('BORRADOR')
    const anonymousWrite = await mutate([{ create: { _type: 'note' } }], '', {})
    expect(anonymousWrite.status).toBe(401)
    const revoked = await mutate([{ create: { _type: 'note' } }], '', { token: 'invalid-token' })
    expect(revoked.status).toBe(401)
    const anonymousDoc = await lake.client.call(`${V}/data/doc/${DATASET}/contactRequest.1`)
    expect(anonymousDoc.json()).toMatchObject({
      documents: [],
      omitted: [{ id: 'contactRequest.1', reason: 'permission' }],
    })
  })

  it('answers CORS for loopback origins only, with credentials', async () => {
    const studio = 'http://localhost:3333'
    const preflight = await lake.client.call(`${V}/data/mutate/${DATASET}`, {
      method: 'OPTIONS',
      origin: studio,
      headers: {
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': studio,
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'authorization,content-type',
    })
    for (const origin of ['http://offline.localhost:3333', 'http://127.0.0.1:5173']) {
      const answer = await lake.client.call(`${V}/data/query/${DATASET}?query=1`, { origin })
      expect(answer.headers['access-control-allow-origin']).toBe(origin)
    }
    const foreign = await lake.client.call(`${V}/data/query/${DATASET}?query=1`, {
      origin: 'https://evil.example.com',
    })
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
    const foreignPreflight = await lake.client.call(`${V}/data/query/${DATASET}`, {
      method: 'OPTIONS',
      origin: 'http://localhost.evil.example.com',
    })
    expect(foreignPreflight.status).toBe(403)
  })

  it('loses no write when writers in two processes commit at once', async () => {
    await mutate([{ createOrReplace: { _id: 'counter', _type: 'note', n: 0 } }])
    // Another process over the same folder: only the lock file keeps the two apart.
    const other = await spawnLake(options())
    const otherClient = lakeClient(other.port, PROJECT_ID)
    try {
      const writes = Array.from({ length: 20 }, (_, index) => {
        const target = index % 2 ? lake.client : otherClient
        return target.call(`${V}/data/mutate/${DATASET}`, {
          token: TOKEN,
          body: {
            mutations: [
              { patch: { id: 'counter', inc: { n: 1 } } },
              { create: { _id: `parallel-${index}`, _type: 'note' } },
            ],
          },
        })
      })
      const answers = await Promise.all(writes)
      expect(answers.map(({ status }) => status)).toEqual(answers.map(() => 200))
    } finally {
      await other.stop()
    }
    expect((await getDoc('counter'))?.n).toBe(20)
    expect(await query('count(*[_id match "parallel-*"])', { token: TOKEN })).toBe(20)
    const restarted = await startLakeServer({ ...options(), port: 0 })
    try {
      const fresh = lakeClient(restarted.port, PROJECT_ID)
      const answer = await fresh.call(`${V}/data/doc/${DATASET}/counter`, { token: TOKEN })
      expect(answer.json<{ documents: SanityDocument[] }>().documents[0]?.n).toBe(20)
    } finally {
      await restarted.close()
    }
  })
})
