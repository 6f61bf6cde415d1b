import { setupServer } from 'msw/node'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFixtureProject } from './testing/fixture-project.ts'
import type { FixtureProject } from './testing/fixture-project.ts'

let project: FixtureProject
let server: ReturnType<typeof setupServer>
let photo: Buffer

beforeAll(async () => {
  project = await createFixtureProject()
  server = setupServer(...project.createHandlers())
  server.listen({ onUnhandledFrame: 'error' })
  photo = await sharp({
    create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer()
})

afterAll(() => {
  server.close()
  project.remove()
})

const writer = () => project.client({ token: 'offline-importer' })

describe('assets endpoint', () => {
  it('stores an uploaded image and describes it like Sanity', async () => {
    const asset = await writer().assets.upload('image', photo, { filename: 'banner.jpg' })
    expect(asset._id).toMatch(/^image-[0-9a-f]{40}-300x200-jpg$/)
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      extension: 'jpg',
      mimeType: 'image/jpeg',
      originalFilename: 'banner.jpg',
      size: photo.length,
      metadata: { dimensions: { width: 300, height: 200, aspectRatio: 1.5 } },
    })
    expect(asset.metadata.lqip).toMatch(/^data:image\/jpeg;base64,/)

    const resized = await fetch(`${asset.url}?w=150`)
    const { width, height, format } = await sharp(
      Buffer.from(await resized.arrayBuffer()),
    ).metadata()
    expect({ width, height, format }).toEqual({ width: 150, height: 100, format: 'jpeg' })
  })

  it('answers the same asset when the same bytes are uploaded again', async () => {
    const first = await writer().assets.upload('image', photo, { filename: 'otra.jpg' })
    const again = await writer().assets.upload('image', photo, { filename: 'copia.jpg' })
    expect(again._id).toBe(first._id)
    expect(again._createdAt).toBe(first._createdAt)
    expect(again.originalFilename).toBe(first.originalFilename)
  })

  it('stores other files and serves them from the file CDN', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% catálogo de prueba\n')
    const asset = await writer().assets.upload('file', pdf, {
      filename: 'catalogo.pdf',
      contentType: 'application/pdf',
    })
    expect(asset._id).toMatch(/^file-[0-9a-f]{40}-pdf$/)
    expect(asset.url).toMatch(
      /^https:\/\/cdn\.sanity\.io\/files\/offline\/production\/[0-9a-f]{40}\.pdf$/,
    )
    const served = await fetch(asset.url)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf)
  })

  it('rejects bytes that are not an image on the image endpoint', async () => {
    const error = await writer()
      .assets.upload('image', Buffer.from('not an image'))
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ statusCode: 415 })
  })

  it('refuses uploads without a token', async () => {
    const error = await project
      .client()
      .assets.upload('image', photo)
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ statusCode: 401 })
  })
})
