import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { applyPatch } from 'mendoza'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PortInUseError, startLakeServer } from './server.ts'
import type { LakeServer } from './server.ts'
import { createFixtureProject, DATASET, PROJECT_ID } from './testing/fixture-project.ts'
import type { FixtureProject } from './testing/fixture-project.ts'
import { lakeClient } from './testing/http-client.ts'
import { spawnLake } from './testing/spawn-lake.ts'
import type { CallOptions } from './testing/http-client.ts'
import type { SanityDocument } from './types.ts'

const TOKEN = 'local-editor'
const V = '/v2025-02-19'
const seeded: SanityDocument = {
  _id: 'product-seeded',
  _type: 'product',
  _rev: 'seed-rev-1',
  _createdAt: '2025-01-15T12:00:00Z',
  _updatedAt: '2025-01-15T12:00:00Z',
  title: 'SEMBRADO',
  count: 0,
  tags: ['a', 'c'],
  body: 'hola mundo',
}

let project: FixtureProject
let server: LakeServer
let client: ReturnType<typeof lakeClient>

const options = () => ({
  projectId: PROJECT_ID,
  dataset: DATASET,
  seedDocuments: [...project.documents, seeded],
  mediaDir: project.mediaDir,
  storeDir: project.storeDir,
})

beforeAll(async () => {
  project = await createFixtureProject()
  server = await startLakeServer({ ...options(), port: 0 })
  client = lakeClient(server.port, PROJECT_ID)
})

afterAll(async () => {
  await server?.close()
  project?.remove()
})

const mutate = (mutations: unknown[], query = '', callOptions: CallOptions = { token: TOKEN }) =>
  client.call(`${V}/data/mutate/${DATASET}?returnIds=true&returnDocuments=true${query}`, {
    ...callOptions,
    body: { mutations },
  })
const getDoc = async (id: string) =>
  (await client.call(`${V}/data/doc/${DATASET}/${id}`, { token: TOKEN })).json<{
    documents: SanityDocument[]
  }>().documents[0]
const query = async (groq: string, callOptions: CallOptions = {}, perspective = 'raw') =>
  (
    await client.call(
      `${V}/data/query/${DATASET}?query=${encodeURIComponent(groq)}&perspective=${perspective}`,
      callOptions,
    )
  ).json<{ result: unknown }>().result

describe('the standalone Content Lake over HTTP', () => {
  it('answers the Studio at <projectId>.localhost and the site at /<host>.sanity.io/', async () => {
    const groq = encodeURIComponent('count(*[_type == "product"])')
    const studio = await client.call(`${V}/data/query/${DATASET}?query=${groq}`)
    const site = await client.call(
      `/${PROJECT_ID}.apicdn.sanity.io${V}/data/query/${DATASET}?query=${groq}`,
      { host: `127.0.0.1:${server.port}` },
    )
    const spread = await client.call(`${V}/data/query/${DATASET}?query=${groq}`, {
      host: `${PROJECT_ID}.l7.localhost:${server.port}`,
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
        await client.call(
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
    const before = readFileSync(join(project.storeDir, `${DATASET}.ndjson`), 'utf8')
    const malformed = await mutate([{ explode: { id: 'x' } }])
    expect(malformed.status).toBe(400)
    const notArray = await client.call(`${V}/data/mutate/${DATASET}`, {
      token: TOKEN,
      body: { mutations: { create: {} } },
    })
    expect(notArray.status).toBe(400)
    const missing = await mutate([{ patch: { id: 'nowhere', set: { a: 1 } } }])
    expect(missing.status).toBe(404)
    expect(missing.json()).toMatchObject({
      error: { items: [{ error: { type: 'documentNotFoundError' } }] },
    })
    const badGroq = await client.call(
      `${V}/data/query/${DATASET}?query=${encodeURIComponent('*[')}`,
    )
    expect(badGroq.status).toBe(400)
    expect(badGroq.json()).toMatchObject({ error: { type: 'queryParseError' } })
    const badQueryPatch = await mutate([{ patch: { query: '*[', set: { a: 1 } } }])
    expect(badQueryPatch.status).toBe(400)
    expect(readFileSync(join(project.storeDir, `${DATASET}.ndjson`), 'utf8')).toBe(before)
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
    const anonymousDoc = await client.call(`${V}/data/doc/${DATASET}/contactRequest.1`)
    expect(anonymousDoc.json()).toMatchObject({
      documents: [],
      omitted: [{ id: 'contactRequest.1', reason: 'permission' }],
    })
  })

  it('answers CORS for loopback origins only, with credentials', async () => {
    const studio = 'http://localhost:3333'
    const preflight = await client.call(`${V}/data/mutate/${DATASET}`, {
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
      const answer = await client.call(`${V}/data/query/${DATASET}?query=1`, { origin })
      expect(answer.headers['access-control-allow-origin']).toBe(origin)
    }
    const foreign = await client.call(`${V}/data/query/${DATASET}?query=1`, {
      origin: 'https://evil.example.com',
    })
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
    const foreignPreflight = await client.call(`${V}/data/query/${DATASET}`, {
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
        const target = index % 2 ? client : otherClient
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

describe('the Actions API (what the Studio sends to edit and publish)', () => {
  const act = (actions: unknown[]) =>
    client.call(`${V}/data/actions/${DATASET}`, { token: TOKEN, body: { actions } })
  const ids = { publishedId: 'acted', draftId: 'drafts.acted' }

  it('edits a draft made from the published document, publishes, unpublishes and deletes', async () => {
    await mutate([{ createOrReplace: { _id: 'acted', _type: 'note', text: 'publicado', n: 1 } }])
    const edit = await act([
      { actionType: 'sanity.action.document.edit', ...ids, patch: { set: { text: 'borrador' } } },
    ])
    expect(edit.status).toBe(200)
    const { transactionId } = edit.json<{ transactionId: string }>()
    expect(await getDoc('drafts.acted')).toMatchObject({
      text: 'borrador',
      n: 1,
      _rev: transactionId,
    })
    expect((await getDoc('acted'))?.text).toBe('publicado')

    const publishedRev = (await getDoc('acted'))?._rev
    const stale = await act([
      { actionType: 'sanity.action.document.publish', ...ids, ifPublishedRevisionId: 'old' },
    ])
    expect(stale.status).toBe(409)
    const publish = await act([
      { actionType: 'sanity.action.document.publish', ...ids, ifPublishedRevisionId: publishedRev },
    ])
    expect(publish.status).toBe(200)
    expect((await getDoc('acted'))?.text).toBe('borrador')
    expect(await getDoc('drafts.acted')).toBeUndefined()

    await act([{ actionType: 'sanity.action.document.unpublish', ...ids }])
    expect(await getDoc('acted')).toBeUndefined()
    expect((await getDoc('drafts.acted'))?.text).toBe('borrador')

    await act([{ actionType: 'sanity.action.document.version.discard', versionId: 'drafts.acted' }])
    expect(await getDoc('drafts.acted')).toBeUndefined()
  })

  it('creates a draft, and refuses a second create or an action it does not know', async () => {
    const create = {
      actionType: 'sanity.action.document.create',
      publishedId: 'brand-new',
      attributes: { _id: 'drafts.brand-new', _type: 'product', title: 'NUEVO' },
      ifExists: 'fail',
    }
    expect((await act([create])).status).toBe(200)
    expect((await act([create])).status).toBe(409)
    expect((await act([{ ...create, ifExists: 'ignore' }])).status).toBe(200)
    expect((await act([{ actionType: 'sanity.action.document.teleport' }])).status).toBe(400)
    const anonymous = await client.call(`${V}/data/actions/${DATASET}`, {
      body: { actions: [create] },
    })
    expect(anonymous.status).toBe(401)
    await act([
      {
        actionType: 'sanity.action.document.delete',
        publishedId: 'brand-new',
        includeDrafts: ['drafts.brand-new'],
      },
    ])
    expect(await getDoc('drafts.brand-new')).toBeUndefined()
  })
})

describe('listening (server-sent events)', () => {
  const listenPath = (groq: string, params: Record<string, unknown>, extra = '') =>
    `${V}/data/listen/${DATASET}?query=${encodeURIComponent(groq)}${Object.entries(params)
      .map(([name, value]) => `&$${name}=${encodeURIComponent(JSON.stringify(value))}`)
      .join('')}${extra}`

  it('sends what the Studio reads, for the documents its filter selects', async () => {
    await mutate([{ createOrReplace: { _id: 'watched', _type: 'note', text: 'a' } }])
    const before = (await getDoc('watched')) as SanityDocument
    const previousRev = before._rev
    const studio = client.listen(
      listenPath(
        '*[_id in $ids]',
        { ids: ['watched', 'drafts.watched'] },
        '&effectFormat=mendoza&includeResult=false&includeMutations=false&includeAllVersions=true&enableResume=true',
      ),
      { token: TOKEN },
    )
    const site = client.listen(listenPath('*[_type == $type]', { type: 'note' }))
    try {
      expect(await studio.status).toBe(200)
      await studio.next('welcome')
      await site.next('welcome')
      await mutate([{ createOrReplace: { _id: 'unwatched', _type: 'other' } }])
      const answer = await mutate([
        { patch: { id: 'watched', set: { text: 'b' } } },
        { create: { _id: 'drafts.watched', _type: 'note', text: 'c' } },
      ])
      const { transactionId } = answer.json<{ transactionId: string }>()

      const first = await studio.next('mutation')
      const second = await studio.next('mutation')
      expect(first.id).toBe(`${transactionId}#watched`)
      expect(first.data).toMatchObject({
        documentId: 'watched',
        transactionId,
        transition: 'update',
        previousRev,
        resultRev: transactionId,
        transactionTotalEvents: 2,
        transactionCurrentEvent: 1,
        effects: { apply: [0, expect.objectContaining({ text: 'b' })] },
      })
      expect(first.data).not.toHaveProperty('result')
      expect(first.data).not.toHaveProperty('mutations')
      // As the Studio does: apply the effects to the revision it holds, kept without _rev.
      const effects = first.data.effects as { apply: unknown[]; revert: unknown[] }
      const { _rev: _ignored, ...held } = before
      const next = { ...(await getDoc('watched')) }
      delete next._rev
      expect(applyPatch(held, effects.apply)).toEqual(next)
      expect(applyPatch(next, effects.revert)).toEqual(held)
      expect(second.data).toMatchObject({
        documentId: 'drafts.watched',
        transition: 'appear',
        transactionTotalEvents: 2,
      })
      expect(second.data).not.toHaveProperty('previousRev')

      // The anonymous listener gets the published note, with its result, but never the draft.
      const siteEvent = await site.next('mutation')
      expect(siteEvent.data).toMatchObject({
        documentId: 'watched',
        result: expect.objectContaining({ text: 'b' }),
        transactionTotalEvents: 1,
        mutations: [{ patch: { id: 'watched', set: { text: 'b' } } }],
      })
      await mutate([{ delete: { id: 'watched' } }])
      const gone = await site.next('mutation')
      expect(gone.data).toMatchObject({ documentId: 'watched', transition: 'disappear' })
      expect(gone.data).not.toHaveProperty('result')
    } finally {
      studio.close()
      site.close()
    }
  })

  it('resumes after a reconnect from the last event id, with the transactions it missed', async () => {
    const path = listenPath('*[_id == $id]', { id: 'resumed' }, '&enableResume=true')
    const first = client.listen(path, { token: TOKEN })
    await first.next('welcome')
    await mutate([{ createOrReplace: { _id: 'resumed', _type: 'note', v: 1 } }])
    const seen = await first.next('mutation')
    first.close()
    await mutate([{ patch: { id: 'resumed', set: { v: 2 } } }])
    const again = client.listen(path, { token: TOKEN, headers: { 'last-event-id': seen.id ?? '' } })
    try {
      expect((await again.next()).event).toBe('welcomeback')
      const missed = await again.next('mutation')
      expect(missed.data).toMatchObject({ documentId: 'resumed', result: { v: 2 } })
    } finally {
      again.close()
    }
  })

  it('sends the transactions another process writes', async () => {
    const listener = client.listen(listenPath('*[_id == "from-elsewhere"]', {}), { token: TOKEN })
    const other = await spawnLake(options())
    try {
      await listener.next('welcome')
      await lakeClient(other.port, PROJECT_ID).call(`${V}/data/mutate/${DATASET}`, {
        token: TOKEN,
        body: { mutations: [{ create: { _id: 'from-elsewhere', _type: 'note' } }] },
      })
      expect((await listener.next('mutation')).data).toMatchObject({ documentId: 'from-elsewhere' })
    } finally {
      listener.close()
      await other.stop()
    }
  })

  it('refuses a malformed filter with a GROQ error', async () => {
    const answer = await client.call(listenPath('*[', {}), { token: TOKEN })
    expect(answer.status).toBe(400)
  })
})

describe('history', () => {
  it('lists a document’s transactions from the seed on, and gives it at a revision', async () => {
    const edit = await mutate([{ patch: { id: 'product-seeded', set: { title: 'EDITADO' } } }])
    const { transactionId } = edit.json<{ transactionId: string }>()
    const answer = await client.call(
      `${V}/data/history/${DATASET}/transactions/product-seeded,drafts.product-seeded?effectFormat=mendoza&excludeContent=true&excludeMutations=true&includeIdentifiedDocumentsOnly=true&reverse=true&limit=50`,
      { token: TOKEN },
    )
    expect(answer.headers['content-type']).toContain('application/x-ndjson')
    const entries = answer.body
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string; effects: Record<string, unknown> })
    expect(entries[0]?.id).toBe(transactionId)
    expect(entries.at(-1)).toMatchObject({
      id: 'seed-rev-1',
      documentIDs: ['product-seeded'],
      effects: { 'product-seeded': { revert: [0, null] } },
    })
    const atSeed = await client.call(
      `${V}/data/history/${DATASET}/documents/product-seeded?revision=seed-rev-1`,
      { token: TOKEN },
    )
    expect(atSeed.json()).toMatchObject({ documents: [{ title: 'SEMBRADO', _rev: 'seed-rev-1' }] })
    const anonymous = await client.call(`${V}/data/history/${DATASET}/transactions/product-seeded`)
    expect(anonymous.status).toBe(403)
  })
})

describe('asset uploads', () => {
  const upload = (kind: 'images' | 'files', body: Buffer, contentType: string, token = TOKEN) =>
    client.call(`${V}/assets/${kind}/${DATASET}?filename=subida`, {
      token,
      body,
      headers: { 'content-type': contentType },
    })

  it('keeps an image in the store, describes it and serves it resized', async () => {
    const jpeg = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 0, g: 90, b: 200 } },
    })
      .jpeg()
      .toBuffer()
    const answer = await upload('images', jpeg, 'image/jpeg')
    expect(answer.status).toBe(200)
    const { document } = answer.json<{ document: SanityDocument & { url: string; path: string } }>()
    expect(document).toMatchObject({
      _type: 'sanity.imageAsset',
      extension: 'jpg',
      mimeType: 'image/jpeg',
      metadata: {
        dimensions: { width: 300, height: 200, aspectRatio: 1.5 },
        lqip: expect.stringMatching(/^data:image\/jpeg;base64,/),
      },
    })
    expect(readdirSync(join(project.storeDir, 'assets', DATASET))).toContain(
      `${document.sha1hash}.jpg`,
    )
    const resized = await client.call(`/${document.path}?w=60`, {
      host: `localhost:${server.port}`,
    })
    expect(resized.status).toBe(200)
    expect((await sharp(resized.body).metadata()).width).toBe(60)
  })

  it('refuses uploads over 20 MB, files that are not what they claim, and anonymous ones', async () => {
    const tooLarge = await upload('files', Buffer.alloc(20 * 1024 * 1024 + 1), 'application/pdf')
    expect(tooLarge.status).toBe(413)
    const pdf = Buffer.from('%PDF-1.4\n%\n')
    expect((await upload('images', pdf, 'image/png')).status).toBe(415)
    expect((await upload('files', Buffer.from('GIF89a....'), 'application/pdf')).status).toBe(415)
    expect((await upload('files', pdf, 'application/pdf', '')).status).toBe(401)
    expect((await upload('files', pdf, 'application/pdf')).status).toBe(200)
  })
})

it('says clearly when its port is taken', async () => {
  const error = await startLakeServer({ ...options(), port: server.port }).catch(
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(PortInUseError)
  expect((error as Error).message).toContain(`port ${server.port}`)
  expect(existsSync(project.storeDir)).toBe(true)
})
