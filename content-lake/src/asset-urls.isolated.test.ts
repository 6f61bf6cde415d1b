import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { applyPatch } from 'mendoza'
import { setupServer } from 'msw/node'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASSET_ORIGIN_HEADER } from './asset-urls.ts'
import { studioAssetOrigin } from './canonical-url.ts'
import { startLakeServer } from './server.ts'
import type { LakeServer } from './server.ts'
import { createFixtureProject, DATASET, PROJECT_ID } from './testing/fixture-project.ts'
import type { FixtureProject } from './testing/fixture-project.ts'
import { lakeClient } from './testing/http-client.ts'
import type { CallOptions } from './testing/http-client.ts'

const TOKEN = 'local-editor'
const V = '/v2025-02-19'

let project: FixtureProject
let server: LakeServer
let client: ReturnType<typeof lakeClient>

beforeAll(async () => {
  project = await createFixtureProject()
  server = await startLakeServer({
    projectId: PROJECT_ID,
    dataset: DATASET,
    seedDocuments: project.documents,
    mediaDir: project.mediaDir,
    storeDir: project.storeDir,
    port: 0,
  })
  client = lakeClient(server.port, PROJECT_ID)
})

afterAll(async () => {
  await server?.close()
  project?.remove()
})

const query = async (groq: string, options: CallOptions = {}, prefix = '') =>
  (
    await client.call(
      `${prefix}${V}/data/query/${DATASET}?query=${encodeURIComponent(groq)}`,
      options,
    )
  ).json<{ result: unknown }>().result

/** An absolute URL asked of the lake the way a browser would (its host in the Host header). */
const open = (url: string) => {
  const { host, pathname, search } = new URL(url)
  return client.call(`${pathname}${search}`, { host })
}

describe('which requests get asset URLs on the lake itself', () => {
  it('is the Studio host form, on plain localhost with the same port', () => {
    expect(studioAssetOrigin('offline.localhost:3334', '/v1/data/query/production')).toBe(
      'http://localhost:3334',
    )
    expect(studioAssetOrigin('offline.l7.localhost:4611', '/v1/data/listen/production')).toBe(
      'http://localhost:4611',
    )
  })

  it('is not the site form, the CDN, the global API, nor a request from elsewhere', () => {
    const site = '/offline.apicdn.sanity.io/v1/data/query/production'
    expect(studioAssetOrigin('localhost:3334', site)).toBeUndefined()
    expect(studioAssetOrigin('offline.localhost:3334', site)).toBeUndefined()
    expect(studioAssetOrigin('cdn.localhost:3334', '/images/x.png')).toBeUndefined()
    expect(studioAssetOrigin('api.localhost:3334', '/v1/users/me')).toBeUndefined()
    expect(studioAssetOrigin('localhost:3334', '/v1/users/me')).toBeUndefined()
    expect(studioAssetOrigin('127.0.0.1:3334', '/v1/users/me')).toBeUndefined()
  })
})

describe('asset URLs through the standalone server', () => {
  it('gives the Studio a file URL that the same server serves, byte for byte', async () => {
    const url = await query(`*[_id == "${project.media.video.assetId}"][0].url`)
    expect(url).toBe(
      `http://localhost:${server.port}/files/${PROJECT_ID}/${DATASET}/${project.media.video.sha1}.mp4`,
    )
    const served = await open(String(url))
    expect(served.status).toBe(200)
    expect(served.body.equals(project.media.video.bytes)).toBe(true)
  })

  it('gives a listener host an image URL, dereferenced in a projection, that serves the image', async () => {
    const url = await query('*[_id == "restaurador"][0].image.asset->url', {
      host: `${PROJECT_ID}.l3.localhost:${server.port}`,
    })
    expect(url).toMatch(new RegExp(`^http://localhost:${server.port}/images/${PROJECT_ID}/`))
    const served = await open(`${String(url)}?w=32`)
    expect(served.status).toBe(200)
    expect((await sharp(served.body).metadata()).width).toBe(32)
  })

  it('keeps Sanity CDN addresses for the site form, whatever header it sends', async () => {
    const url = await query(
      `*[_id == "${project.media.video.assetId}"][0].url`,
      { host: `localhost:${server.port}`, headers: { [ASSET_ORIGIN_HEADER]: 'http://evil.test' } },
      `/${PROJECT_ID}.apicdn.sanity.io`,
    )
    expect(url).toBe(
      `https://cdn.sanity.io/files/${PROJECT_ID}/${DATASET}/${project.media.video.sha1}.mp4`,
    )
  })

  it('keeps them in-process (prerender, dev and preview servers, Vitest)', async () => {
    const msw = setupServer(...project.createHandlers())
    msw.listen({ onUnhandledFrame: 'error' })
    try {
      const url = await project.client().fetch<string>('*[_id == $id][0].url', {
        id: project.media.video.assetId,
      })
      expect(url).toMatch(/^https:\/\/cdn\.sanity\.io\/files\//)
    } finally {
      msw.close()
    }
  })

  it('rewrites uploads, documents by id and listener events, and stores Sanity addresses', async () => {
    const events = client.listen(
      `${V}/data/listen/${DATASET}?query=${encodeURIComponent('*[_type == "sanity.fileAsset"]')}&effectFormat=mendoza`,
      { token: TOKEN },
    )
    await events.next('welcome')
    const pdf = Buffer.from('%PDF-1.4\n% catálogo\n')
    const upload = await client.call(`${V}/assets/files/${DATASET}?filename=catalogo.pdf`, {
      token: TOKEN,
      body: pdf,
      headers: { 'content-type': 'application/pdf' },
    })
    const { document } = upload.json<{ document: { _id: string; url: string } }>()
    const local = new RegExp(`^http://localhost:${server.port}/files/${PROJECT_ID}/`)
    expect(document.url).toMatch(local)
    expect((await open(document.url)).body.equals(pdf)).toBe(true)

    const byId = await client.call(`${V}/data/doc/${DATASET}/${document._id}`, { token: TOKEN })
    expect(byId.json<{ documents: Array<{ url: string }> }>().documents[0]?.url).toBe(document.url)

    const event = (await events.next('mutation')).data as {
      result: { url: string }
      effects: { apply: unknown[] }
    }
    events.close()
    expect(event.result.url).toBe(document.url)
    expect((applyPatch(null, event.effects.apply) as { url: string }).url).toBe(document.url)

    const stored = readFileSync(join(project.storeDir, `${DATASET}.ndjson`), 'utf8')
    expect(stored).toContain(`"url":"https://cdn.sanity.io/files/${PROJECT_ID}/`)
    expect(stored).not.toContain('localhost')
  })
})
