import { describe, expect, it } from 'vitest'
import { DATASET } from './testing/fixture-project.ts'
import { lake, mutate, TOKEN, V, startStandaloneLake } from './testing/standalone-fixture.ts'

startStandaloneLake()

const STUDIO_ORIGIN = 'http://localhost:3333'

const queryPath = (groq: string, extra = '') =>
  `${V}/data/query/${DATASET}?query=${encodeURIComponent(groq)}${extra}`

async function syncTagsOf(groq: string, perspective = 'drafts'): Promise<string[]> {
  const answer = await lake.client.call(queryPath(groq, `&perspective=${perspective}`), {
    token: TOKEN,
  })
  expect(answer.status).toBe(200)
  return answer.json<{ syncTags: string[] }>().syncTags
}

describe('what Presentation needs of the lake', () => {
  it('answers the data ping as Sanity, to any origin, its protocol hidden from timing', async () => {
    for (const path of [`${V}/data/ping/${DATASET}`, `${V}/data/ping`, '/ping', `${V}/ping`]) {
      const answer = await lake.client.call(path, { origin: STUDIO_ORIGIN })
      expect(answer.status, path).toBe(200)
      expect(answer.body.toString()).toBe('PONG')
      expect(answer.headers['access-control-allow-origin']).toBe(STUDIO_ORIGIN)
      // The Studio's HTTP/1.1 notice reads the protocol only where timing is allowed.
      expect(answer.headers['timing-allow-origin']).toBeUndefined()
    }
  })

  it('answers queries with sync tags and, when asked, a source map', async () => {
    const answer = await lake.client.call(
      queryPath('*[_type == "product"][0]{title}', '&resultSourceMap=withKeyArraySelector'),
      { token: TOKEN },
    )
    expect(answer.status).toBe(200)
    const body = answer.json<{
      result: unknown
      syncTags: string[]
      resultSourceMap: { documents: { _type: string }[]; paths: string[]; mappings: object }
    }>()
    expect(body.result).toMatchObject({ title: expect.any(String) })
    expect(body.resultSourceMap).toMatchObject({
      documents: [{ _type: 'product' }],
      paths: ["$['title']"],
      mappings: { "$['title']": { type: 'value' } },
    })
    expect(body.syncTags.length).toBeGreaterThan(0)
    for (const tag of body.syncTags) expect(tag).toMatch(/^s1:[\w-]+$/)
  })

  it('tags a query by the types and ids it reads, dereferences included', async () => {
    const products = await syncTagsOf('*[_type == "product"]{title}')
    const notes = await syncTagsOf('*[_type == "note"]{title}')
    const byId = await syncTagsOf('*[_id == "product-seeded"][0]')
    const withImage = await syncTagsOf('*[_type == "product"]{"w": image.asset->url}', 'published')
    const anything = await syncTagsOf('*[title == "SEMBRADO"]')
    expect(products).not.toEqual(notes)
    expect(byId).not.toEqual(products)
    expect(withImage).toEqual(expect.arrayContaining(products))
    expect(withImage.length).toBeGreaterThan(products.length)
    expect(anything).toHaveLength(1)
    expect(products).not.toContain(anything[0])
    expect(await syncTagsOf('1 + 1')).toEqual([])
  })

  it('streams live events: welcome, then the tags of the queries each change affects', async () => {
    const drafts = lake.client.listen(`${V}/data/live/events/${DATASET}?includeDrafts=true`, {
      token: TOKEN,
      origin: STUDIO_ORIGIN,
    })
    const published = lake.client.listen(`${V}/data/live/events/${DATASET}`)
    try {
      expect(await drafts.status).toBe(200)
      await drafts.next('welcome')
      await published.next('welcome')
      const noteTags = await syncTagsOf('*[_type == "live-note"]{text}')
      const productTags = await syncTagsOf('*[_type == "product"]{title}')
      const oneNote = await syncTagsOf('*[_id == "live-1"][0]')

      const draft = await mutate([{ create: { _id: 'drafts.live-1', _type: 'live-note', t: 1 } }])
      const draftMessage = await drafts.next('message')
      expect(draftMessage.id).toBe(draft.json<{ transactionId: string }>().transactionId)
      const tags = draftMessage.data.tags as string[]
      expect(tags).toEqual(expect.arrayContaining([...noteTags, ...oneNote]))
      expect(tags).not.toEqual(expect.arrayContaining(productTags))

      // Without includeDrafts the draft is not news: the next message is the published note's.
      const publish = await mutate([{ create: { _id: 'live-1', _type: 'live-note', t: 2 } }])
      const publishedMessage = await published.next('message')
      expect(publishedMessage.id).toBe(publish.json<{ transactionId: string }>().transactionId)
      expect(publishedMessage.data.tags).toEqual(expect.arrayContaining(noteTags))
    } finally {
      drafts.close()
      published.close()
    }
  })

  it('replays what a reconnecting client missed, or tells it to restart', async () => {
    const path = `${V}/data/live/events/${DATASET}?includeDrafts=true`
    const first = lake.client.listen(path, { token: TOKEN })
    await first.next('welcome')
    await mutate([{ createOrReplace: { _id: 'live-2', _type: 'live-note', v: 1 } }])
    const seen = await first.next('message')
    first.close()
    const missed = await mutate([{ patch: { id: 'live-2', set: { v: 2 } } }])
    const again = lake.client.listen(path, {
      token: TOKEN,
      headers: { 'last-event-id': seen.id ?? '' },
    })
    const lost = lake.client.listen(path, {
      token: TOKEN,
      headers: { 'last-event-id': 'a-transaction-nobody-knows' },
    })
    try {
      await again.next('welcome')
      expect((await again.next('message')).id).toBe(
        missed.json<{ transactionId: string }>().transactionId,
      )
      await lost.next('welcome')
      expect((await lost.next()).event).toBe('restart')
    } finally {
      again.close()
      lost.close()
    }
  })

  it('refuses drafts to a listener without a token, and other datasets', async () => {
    expect(
      (await lake.client.call(`${V}/data/live/events/${DATASET}?includeDrafts=true`)).status,
    ).toBe(401)
    expect((await lake.client.call(`${V}/data/live/events/staging`)).status).toBe(404)
  })
})
