import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getResponse } from 'msw'
import sharp from 'sharp'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSanityApiHandlers } from '@rehoboth/content-lake'
import { offlineLakeOptions } from '@rehoboth/seed/offline-lake'
import { sanityClient } from '../src/lib/sanity/client.ts'
import { productPageQuery, siteSettingsQuery } from '../src/lib/sanity/queries.ts'
import { editorLake } from '../server/testing/editor-lake.ts'
import { offlineSanity } from './offline-sanity-plugin.ts'
import { startDevServer } from './testing/dev-server.ts'

const storeDir = mkdtempSync(join(tmpdir(), 'offline-plugin-'))
let server: ViteDevServer
let origin: string

beforeAll(async () => {
  vi.stubEnv('OFFLINE_SANITY_DATA_DIR', storeDir)
  vi.stubEnv('SANITY_PROJECT_ID', '')
  vi.stubEnv('VITE_SANITY_PROJECT_ID', '')
  // The seed's ids on sub-paths are reported once per process; not this test's subject.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const started = await startDevServer(storeDir, [offlineSanity()])
  server = started.server
  origin = started.origin
})

afterAll(async () => {
  await server.close()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  rmSync(storeDir, { recursive: true, force: true })
})

const offline = (url: string) =>
  `${origin}/rehoboth/__offline-sanity/${url.replace(/^https:\/\//, '')}`

describe('offline Sanity on the dev server', () => {
  it("answers the site's queries for the browser at <base>__offline-sanity/<host>/<path>", async () => {
    const response = await fetch(
      offline(
        `https://offline.apicdn.sanity.io/v2025-02-19/data/query/production?query=${encodeURIComponent(
          siteSettingsQuery,
        )}&returnQuery=false&perspective=published`,
      ),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ result: { brandName: 'Rehoboth' } })
  })

  it('serves the seed images resized', async () => {
    const sanity = await sanityClient()
    const url = await sanity
      .withConfig({ useCdn: false })
      .fetch<string>('*[_type == "sanity.imageAsset" && extension == "png"][0].url')
    const response = await fetch(offline(`${url}?w=48`))
    expect(response.headers.get('content-type')).toBe('image/png')
    const { width } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(width).toBe(48)
  })

  it('answers 404 for anything that is not a Sanity host', async () => {
    expect((await fetch(`${origin}/rehoboth/__offline-sanity/example.com/x`)).status).toBe(404)
  })
})

describe('a Studio edit on the dev server', () => {
  const readSubtitle = async () => {
    const search = new URLSearchParams({ query: productPageQuery, $slug: '"CarnaubaCarWax"' })
    const response = await fetch(
      offline(`https://offline.api.sanity.io/v2025-02-19/data/query/production?${search}`),
    )
    return ((await response.json()) as { result: { subtitle: string | null } }).result.subtitle
  }

  // The standalone lake the Studio writes through: another store over the same folder, which
  // shares nothing with the dev server's but the files.
  const lakeActions = async (actions: unknown[]) => {
    const lake = createSanityApiHandlers({ ...offlineLakeOptions(), storeDir })
    const response = await getResponse(
      lake,
      new Request('https://offline.api.sanity.io/v2025-02-19/data/actions/production', {
        method: 'POST',
        headers: { authorization: 'Bearer local-editor', 'content-type': 'application/json' },
        body: JSON.stringify({ actions }),
      }),
    )
    expect(response?.status).toBe(200)
  }

  it('shows a published edit at the next request, a draft never', async () => {
    const before = await readSubtitle()
    expect(before).toBeTruthy()
    const ids = { draftId: 'drafts.product-CarnaubaCarWax', publishedId: 'product-CarnaubaCarWax' }
    const edit = (subtitle: string) => ({
      actionType: 'sanity.action.document.edit',
      ...ids,
      patch: { set: { subtitle } },
    })

    await lakeActions([edit('Brillo publicado desde el Studio')])
    expect(await readSubtitle()).toBe(before)

    await lakeActions([{ actionType: 'sanity.action.document.publish', ...ids }])
    expect(await readSubtitle()).toBe('Brillo publicado desde el Studio')
  })
})

describe('what a visitor may ask the offline Sanity API', () => {
  const api = 'https://offline.api.sanity.io/v2025-02-19'
  const contactEmail = 'ana.visitante@example.com'
  const asAnyone = { Authorization: 'Bearer x', Cookie: 'sanity-session=x' }
  const queryUrl = (query: string, extra = '') =>
    offline(`${api}/data/query/production?query=${encodeURIComponent(query)}${extra}`)

  beforeAll(async () => {
    await editorLake(storeDir).mutate([
      {
        createOrReplace: {
          _id: 'contactRequest.0b8f3d4e-1c2a-4b5d-9e6f-7a8b9c0d1e2f',
          _type: 'contactRequest',
          email: contactEmail,
        },
      },
      {
        createOrReplace: {
          _id: 'drafts.product-RestauradorDeFaros',
          _type: 'product',
          title: 'BORRADOR SECRETO',
          slug: { _type: 'slug', current: 'RestauradorDeFaros' },
        },
      },
    ])
  })

  it('never lists contact requests, whatever the token', async () => {
    const listed = await fetch(queryUrl('*[_type == "contactRequest"]'), { headers: asAnyone })
    expect(listed.status).toBe(403)
    expect(await listed.text()).not.toContain(contactEmail)
    const posted = await fetch(offline(`${api}/data/query/production`), {
      method: 'POST',
      headers: { ...asAnyone, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '*[_type == "contactRequest"]' }),
    })
    expect(posted.status).toBe(403)
  })

  it("runs the site's queries as a visitor: published content only, even with a token", async () => {
    const search = `&$slug=${encodeURIComponent('"RestauradorDeFaros"')}`
    const published = await fetch(queryUrl(productPageQuery, search), { headers: asAnyone })
    expect(published.status).toBe(200)
    expect(await published.json()).toMatchObject({ result: { title: 'RESTAURADOR DE FAROS' } })
    for (const perspective of ['drafts', 'previewDrafts', 'raw']) {
      const drafts = await fetch(
        queryUrl(productPageQuery, `${search}&perspective=${perspective}`),
        {
          headers: asAnyone,
        },
      )
      expect(drafts.status, perspective).toBe(403)
    }
  })

  it('writes nothing, and refuses every endpoint but queries', async () => {
    const json = { ...asAnyone, 'content-type': 'application/json' }
    const refused: [string, string, RequestInit][] = [
      [
        'mutate',
        `${api}/data/mutate/production`,
        {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            mutations: [{ create: { _id: 'drafts.pwn-test', _type: 'product' } }],
          }),
        },
      ],
      ['actions', `${api}/data/actions/production`, { method: 'POST', headers: json, body: '{}' }],
      [
        'upload',
        `${api}/assets/images/production`,
        { method: 'POST', headers: { ...asAnyone, 'content-type': 'image/png' }, body: 'png' },
      ],
      ['keyvalue', `${api}/users/me/keyvalue`, { method: 'PUT', headers: json, body: '[]' }],
      ['users/me', `${api}/users/me`, { headers: asAnyone }],
      [
        'doc',
        `${api}/data/doc/production/drafts.product-RestauradorDeFaros`,
        { headers: asAnyone },
      ],
      ['listen', `${api}/data/listen/production?query=*&includeDrafts=true`, { headers: asAnyone }],
      [
        'live events',
        `${api}/data/live/events/production?includeDrafts=true`,
        { headers: asAnyone },
      ],
      ['history', `${api}/data/history/production/documents/siteSettings`, { headers: asAnyone }],
      ['export', `${api}/data/export/production`, { headers: asAnyone }],
      [
        'query by PUT',
        `${api}/data/query/production`,
        { method: 'PUT', headers: json, body: '{}' },
      ],
    ]
    for (const [name, url, init] of refused) {
      const response = await fetch(offline(url), init)
      expect([403, 404, 405], name).toContain(response.status)
    }
    expect(await editorLake(storeDir).doc('drafts.pwn-test')).toBeUndefined()
  })

  it('serves images and files to GET and HEAD only', async () => {
    const sanity = await sanityClient()
    const url = await sanity
      .withConfig({ useCdn: false })
      .fetch<string>('*[_type == "sanity.imageAsset" && extension == "png"][0].url')
    expect((await fetch(offline(url), { method: 'HEAD' })).status).toBe(200)
    expect((await fetch(offline(url), { method: 'POST', body: 'x' })).status).toBe(405)
  })

  it("gives other origins no CORS headers, the lake's included", async () => {
    const foreign = { Origin: 'http://localhost:9999' }
    const search = `&$slug=${encodeURIComponent('"RestauradorDeFaros"')}`
    for (const response of [
      await fetch(queryUrl(productPageQuery, search), { headers: foreign }),
      await fetch(queryUrl(productPageQuery, search), {
        method: 'OPTIONS',
        headers: { ...foreign, 'Access-Control-Request-Method': 'GET' },
      }),
    ]) {
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    }
  })
})
