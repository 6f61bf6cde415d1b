import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { PortInUseError, startLakeServer } from './server.ts'
import { DATASET } from './testing/fixture-project.ts'
import type { SanityDocument } from './types.ts'
import { lake, options, TOKEN, V, startStandaloneLake } from './testing/standalone-fixture.ts'

startStandaloneLake()

describe('asset uploads', () => {
  const upload = (kind: 'images' | 'files', body: Buffer, contentType: string, token = TOKEN) =>
    lake.client.call(`${V}/assets/${kind}/${DATASET}?filename=subida`, {
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
    expect(readdirSync(join(lake.project.storeDir, 'assets', DATASET))).toContain(
      `${document.sha1hash}.jpg`,
    )
    const resized = await lake.client.call(`/${document.path}?w=60`, {
      host: `localhost:${lake.server.port}`,
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
  const error = await startLakeServer({ ...options(), port: lake.server.port }).catch(
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(PortInUseError)
  expect((error as Error).message).toContain(`port ${lake.server.port}`)
  expect(existsSync(lake.project.storeDir)).toBe(true)
})
