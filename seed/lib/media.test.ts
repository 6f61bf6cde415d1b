import { describe, expect, it } from 'vitest'
import { MediaLibrary, readMediaManifest } from './media.ts'
import type { MediaManifest } from './media.ts'

const manifest: MediaManifest = {
  'products/ChainLube.png': {
    kind: 'image',
    sha1: 'a'.repeat(40),
    extension: 'png',
    mimeType: 'image/png',
    size: 2048,
    originalFilename: 'ChainLube.png',
    width: 800,
    height: 400,
    lqip: 'data:image/png;base64,AA==',
    hasAlpha: true,
  },
  'catalogue/catalogo-rehoboth.pdf': {
    kind: 'file',
    sha1: 'b'.repeat(40),
    extension: 'pdf',
    mimeType: 'application/pdf',
    size: 4096,
    originalFilename: 'catalogo-rehoboth.pdf',
  },
}

const target = { projectId: 'offline', dataset: 'production' }

describe('MediaLibrary', () => {
  it('turns an image path into an image field and the asset document Sanity would create', () => {
    const media = new MediaLibrary(manifest, target)
    const imageId = `image-${'a'.repeat(40)}-800x400-png`

    expect(media.image('products/ChainLube.png', 'Lubricante')).toEqual({
      _type: 'image',
      alt: 'Lubricante',
      asset: { _type: 'reference', _ref: imageId },
    })
    expect(media.assetDocuments()).toEqual([
      expect.objectContaining({
        _id: imageId,
        _type: 'sanity.imageAsset',
        assetId: 'a'.repeat(40),
        sha1hash: 'a'.repeat(40),
        extension: 'png',
        mimeType: 'image/png',
        size: 2048,
        originalFilename: 'ChainLube.png',
        path: `images/offline/production/${'a'.repeat(40)}-800x400.png`,
        url: `https://cdn.sanity.io/images/offline/production/${'a'.repeat(40)}-800x400.png`,
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: { _type: 'sanity.imageDimensions', width: 800, height: 400, aspectRatio: 2 },
          lqip: 'data:image/png;base64,AA==',
          hasAlpha: true,
          isOpaque: false,
        },
      }),
    ])
  })

  it('turns a file path into a file field and a file asset in the chosen project', () => {
    const media = new MediaLibrary(manifest, { projectId: 'abc123', dataset: 'staging' })
    const fileId = `file-${'b'.repeat(40)}-pdf`

    expect(media.file('catalogue/catalogo-rehoboth.pdf')).toEqual({
      _type: 'file',
      asset: { _type: 'reference', _ref: fileId },
    })
    expect(media.assetDocuments()).toEqual([
      expect.objectContaining({
        _id: fileId,
        _type: 'sanity.fileAsset',
        url: `https://cdn.sanity.io/files/abc123/staging/${'b'.repeat(40)}.pdf`,
      }),
    ])
  })

  it('lists an asset used twice only once', () => {
    const media = new MediaLibrary(manifest, target)
    media.image('products/ChainLube.png', 'Uno')
    media.image('products/ChainLube.png', 'Dos')
    expect(media.assetDocuments()).toHaveLength(1)
  })

  it('tells the developer to generate the media when a path is missing from the manifest', () => {
    const media = new MediaLibrary(manifest, target)
    expect(() => media.image('products/Nothing.png', 'Nada')).toThrow(
      /no entry for 'products\/Nothing.png'.*npm run seed:media/,
    )
  })

  it('refuses a file used as an image', () => {
    const media = new MediaLibrary(manifest, target)
    expect(() => media.image('catalogue/catalogo-rehoboth.pdf', 'PDF')).toThrow(/is a file/)
  })
})

describe('readMediaManifest', () => {
  it('tells the developer to generate the media when the manifest is missing', () => {
    expect(() => readMediaManifest(new URL('file:///nonexistent/manifest.json'))).toThrow(
      /cannot be read.*npm run seed:media/,
    )
  })
})
