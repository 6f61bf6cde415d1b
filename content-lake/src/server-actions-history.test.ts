import { describe, expect, it } from 'vitest'
import { DATASET } from './testing/fixture-project.ts'
import {
  getDoc,
  lake,
  mutate,
  TOKEN,
  V,
  startStandaloneLake,
} from './testing/standalone-fixture.ts'

startStandaloneLake()

describe('the Actions API (what the Studio sends to edit and publish)', () => {
  const act = (actions: unknown[]) =>
    lake.client.call(`${V}/data/actions/${DATASET}`, { token: TOKEN, body: { actions } })
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
    const anonymous = await lake.client.call(`${V}/data/actions/${DATASET}`, {
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

describe('history', () => {
  it('lists a document’s transactions from the seed on, and gives it at a revision', async () => {
    const edit = await mutate([{ patch: { id: 'product-seeded', set: { title: 'EDITADO' } } }])
    const { transactionId } = edit.json<{ transactionId: string }>()
    const answer = await lake.client.call(
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
    const atSeed = await lake.client.call(
      `${V}/data/history/${DATASET}/documents/product-seeded?revision=seed-rev-1`,
      { token: TOKEN },
    )
    expect(atSeed.json()).toMatchObject({ documents: [{ title: 'SEMBRADO', _rev: 'seed-rev-1' }] })
    const anonymous = await lake.client.call(
      `${V}/data/history/${DATASET}/transactions/product-seeded`,
    )
    expect(anonymous.status).toBe(403)
  })
})
