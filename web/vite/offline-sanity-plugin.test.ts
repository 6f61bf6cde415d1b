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
  it('answers GROQ for the browser at <base>__offline-sanity/<host>/<path>', async () => {
    const response = await fetch(
      offline(
        `https://offline.apicdn.sanity.io/v2025-02-19/data/query/production?query=${encodeURIComponent(
          'count(*[_type == "sanity.imageAsset"])',
        )}`,
      ),
    )
    expect(response.status).toBe(200)
    expect(((await response.json()) as { result: number }).result).toBeGreaterThan(0)
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
  const subtitleQuery = '*[_id == "product-CarnaubaCarWax"][0].subtitle'
  const readSubtitle = async () => {
    const response = await fetch(
      offline(
        `https://offline.api.sanity.io/v2025-02-19/data/query/production?query=${encodeURIComponent(subtitleQuery)}`,
      ),
    )
    return ((await response.json()) as { result: string | null }).result
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
