import { applyPatch } from 'mendoza'
import { describe, expect, it } from 'vitest'
import { DATASET, PROJECT_ID } from './testing/fixture-project.ts'
import { lakeClient } from './testing/http-client.ts'
import { spawnLake } from './testing/spawn-lake.ts'
import type { SanityDocument } from './types.ts'
import {
  getDoc,
  lake,
  mutate,
  options,
  TOKEN,
  V,
  startStandaloneLake,
} from './testing/standalone-fixture.ts'

startStandaloneLake()

describe('listening (server-sent events)', () => {
  const listenPath = (groq: string, params: Record<string, unknown>, extra = '') =>
    `${V}/data/listen/${DATASET}?query=${encodeURIComponent(groq)}${Object.entries(params)
      .map(([name, value]) => `&$${name}=${encodeURIComponent(JSON.stringify(value))}`)
      .join('')}${extra}`

  it('sends what the Studio reads, for the documents its filter selects', async () => {
    await mutate([{ createOrReplace: { _id: 'watched', _type: 'note', text: 'a' } }])
    const before = (await getDoc('watched')) as SanityDocument
    const previousRev = before._rev
    const studio = lake.client.listen(
      listenPath(
        '*[_id in $ids]',
        { ids: ['watched', 'drafts.watched'] },
        '&effectFormat=mendoza&includeResult=false&includeMutations=false&includeAllVersions=true&enableResume=true',
      ),
      { token: TOKEN },
    )
    const site = lake.client.listen(listenPath('*[_type == $type]', { type: 'note' }))
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
    const first = lake.client.listen(path, { token: TOKEN })
    await first.next('welcome')
    await mutate([{ createOrReplace: { _id: 'resumed', _type: 'note', v: 1 } }])
    const seen = await first.next('mutation')
    first.close()
    await mutate([{ patch: { id: 'resumed', set: { v: 2 } } }])
    const again = lake.client.listen(path, {
      token: TOKEN,
      headers: { 'last-event-id': seen.id ?? '' },
    })
    try {
      expect((await again.next()).event).toBe('welcomeback')
      const missed = await again.next('mutation')
      expect(missed.data).toMatchObject({ documentId: 'resumed', result: { v: 2 } })
    } finally {
      again.close()
    }
  })

  it('sends the transactions another process writes', async () => {
    const listener = lake.client.listen(listenPath('*[_id == "from-elsewhere"]', {}), {
      token: TOKEN,
    })
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
    const answer = await lake.client.call(listenPath('*[', {}), { token: TOKEN })
    expect(answer.status).toBe(400)
  })
})
