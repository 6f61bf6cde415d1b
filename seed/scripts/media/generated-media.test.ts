import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { products } from '../../data/products/index.ts'
import { MEDIA_PATHS } from '../../lib/media-paths.ts'
import { mediaRoot } from './encode.ts'
import type { MediaManifest } from '../../lib/media.ts'
import { manifestFile } from './manifest.ts'

const manifest = JSON.parse(readFileSync(join(mediaRoot, manifestFile), 'utf8')) as MediaManifest
const read = (file: string) => readFileSync(join(mediaRoot, file))

function filesOnDisk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesOnDisk(join(folder, entry.name))
      : [relative(mediaRoot, join(folder, entry.name))],
  )
}

describe('seed/media/manifest.json', () => {
  it('lists exactly the generated files, in sorted order', () => {
    const listed = Object.keys(manifest)
    expect(listed).toEqual([...listed].sort())
    expect(listed).toEqual(
      filesOnDisk(mediaRoot)
        .filter((file) => file !== manifestFile)
        .sort(),
    )
  })

  it('holds exactly the media files the seed content refers to', () => {
    expect(Object.keys(manifest)).toEqual([...MEDIA_PATHS].sort())
  })

  it('records the sha1 and size of every file as it is on disk', () => {
    for (const [file, entry] of Object.entries(manifest)) {
      const bytes = read(file)
      expect(entry.size, file).toBe(bytes.length)
      expect(entry.sha1, file).toBe(createHash('sha1').update(bytes).digest('hex'))
    }
  })

  it.each([
    'products/RestauradorDeFaros.png',
    'slides/slide-2.jpg',
    'brand/logo.png',
    'flags/co.svg',
  ])('records the real dimensions and a blurred preview of %s', async (file) => {
    const entry = manifest[file]
    const metadata = await sharp(read(file)).metadata()
    expect(entry?.kind).toBe('image')
    expect(entry?.width).toBe(metadata.width)
    expect(entry?.height).toBe(metadata.height)
    expect(entry?.lqip).toMatch(/^data:image\/webp;base64,/)
  })

  it('describes videos and the catalogue as files with their MIME types', () => {
    expect(manifest['slides/hero-video.mp4']).toMatchObject({ kind: 'file', mimeType: 'video/mp4' })
    expect(manifest['catalogue/catalogo-rehoboth.pdf']).toMatchObject({
      kind: 'file',
      mimeType: 'application/pdf',
    })
  })
})

describe('seed media files', () => {
  it('has an 800×800 image for every product of the seed content', () => {
    expect(products).toHaveLength(29)
    for (const product of products) {
      expect(manifest[product.image], product.slug).toMatchObject({ width: 800, height: 800 })
    }
  })

  it('stays under 8 MB in total', () => {
    const total = filesOnDisk(mediaRoot).reduce(
      (sum, file) => sum + statSync(join(mediaRoot, file)).size,
      0,
    )
    expect(total).toBeLessThan(8 * 1024 * 1024)
  })

  it('has a catalogue PDF that opens and holds a cover, the products and a back cover', async () => {
    const pdf = await PDFDocument.load(read('catalogue/catalogo-rehoboth.pdf'))
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(5)
    expect(pdf.getTitle()).toBe('Catálogo de productos Rehoboth')
  })

  it.each([
    'slides/hero-video.mp4',
    ...[1, 2, 3, 4, 5].map((number) => `videos/promo-${number}.mp4`),
  ])('%s is a muted MP4 with a poster', (file) => {
    const bytes = read(file)
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp')
    expect(bytes.includes('vide')).toBe(true)
    expect(bytes.includes('soun')).toBe(false)
    expect(existsSync(join(mediaRoot, file.replace('.mp4', '-poster.jpg')))).toBe(true)
  })
})
