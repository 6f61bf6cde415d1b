import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import type { SeedSource } from '../run-import.ts'
import type { DatasetDocument } from '../dataset-document.ts'

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')
const reference = (id: string) => ({ _type: 'reference', _ref: id })

/**
 * A seed of a few documents and two media files (a PNG and a PDF), written to a temporary media
 * folder with its manifest: small enough for fast importer tests, with the same shapes as the real one.
 */
export async function createFixtureSeed(): Promise<SeedSource & { documents: DatasetDocument[] }> {
  const mediaDir = await mkdtemp(join(tmpdir(), 'rehoboth-seed-media-'))
  const png = await sharp({
    create: { width: 4, height: 3, channels: 3, background: { r: 200, g: 30, b: 40 } },
  })
    .png()
    .toBuffer()
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
  const imageId = `image-${sha1(png)}-4x3-png`
  const fileId = `file-${sha1(pdf)}-pdf`

  const media = {
    'products/ChainLube.png': {
      bytes: png,
      entry: {
        kind: 'image',
        sha1: sha1(png),
        extension: 'png',
        mimeType: 'image/png',
        width: 4,
        height: 3,
      },
    },
    'catalogue/catalogo-rehoboth.pdf': {
      bytes: pdf,
      entry: { kind: 'file', sha1: sha1(pdf), extension: 'pdf', mimeType: 'application/pdf' },
    },
  }
  const manifest: Record<string, object> = {}
  for (const [path, { bytes, entry }] of Object.entries(media)) {
    await mkdir(dirname(join(mediaDir, path)), { recursive: true })
    await writeFile(join(mediaDir, path), bytes)
    manifest[path] = { ...entry, size: bytes.length, originalFilename: path.split('/').at(-1) }
  }
  await writeFile(join(mediaDir, 'manifest.json'), JSON.stringify(manifest, null, 2))

  const documents: DatasetDocument[] = [
    {
      _id: imageId,
      _type: 'sanity.imageAsset',
      assetId: sha1(png),
      sha1hash: sha1(png),
      extension: 'png',
      mimeType: 'image/png',
      size: png.length,
      originalFilename: 'ChainLube.png',
      metadata: { dimensions: { width: 4, height: 3, aspectRatio: 4 / 3 } },
    },
    {
      _id: fileId,
      _type: 'sanity.fileAsset',
      assetId: sha1(pdf),
      sha1hash: sha1(pdf),
      extension: 'pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
      originalFilename: 'catalogo-rehoboth.pdf',
    },
    {
      _id: 'category-paraTuAuto',
      _type: 'category',
      title: 'Para tu vehiculo',
      slug: { _type: 'slug', current: 'paraTuAuto' },
      sections: [
        {
          _key: 'section1',
          _type: 'catalogueSection',
          products: [{ _key: 'p1', ...reference('product-ChainLube') }],
        },
      ],
    },
    {
      _id: 'product-ChainLube',
      _type: 'product',
      title: 'CHAIN LUBE',
      slug: { _type: 'slug', current: 'ChainLube' },
      category: reference('category-paraTuAuto'),
      image: { _type: 'image', alt: 'Lubricante de cadena', asset: reference(imageId) },
    },
    {
      _id: 'country-CO',
      _type: 'country',
      name: 'Colombia',
      value: 'CO',
      states: [
        { _key: 'state1', _type: 'countryState', name: 'Amazonas', cities: ['Leticia'] },
        { _key: 'state2', _type: 'countryState', name: 'Antioquia', cities: ['Medellín'] },
      ],
    },
    {
      _id: 'siteSettings',
      _type: 'siteSettings',
      brandName: 'Rehoboth',
      cataloguePdf: { _type: 'file', asset: reference(fileId) },
    },
  ]
  return { documents, buildDataset: () => documents, mediaDir }
}
