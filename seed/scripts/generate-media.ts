/**
 * Generates every seed media file under seed/media from the seed content, offline, and writes
 * seed/media/manifest.json. Run with `npm run seed:media`; a second run rewrites the same bytes.
 */
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { categories } from '../data/categories.ts'
import { products } from '../data/products/index.ts'
import type { CategorySlug } from '../data/types.ts'
import { catalogueBannerSvg, contactBannerSvg } from './media/banners.ts'
import { categoryIconSvg, logoSvg } from './media/brand-images.ts'
import { writeCatalogue } from './media/catalogue.ts'
import { encodeJpeg, encodePng, mediaRoot, rasterise } from './media/encode.ts'
import { requireFfmpeg } from './media/ffmpeg.ts'
import { copyFlags } from './media/flags.ts'
import type { MediaManifest } from '../lib/media.ts'
import { buildManifest, manifestFile, writeManifest } from './media/manifest.ts'
import { productImageSvg } from './media/product-images.ts'
import { heroVideoPhoneDesign, phoneSlideSvg, slideDesigns, slideSvg } from './media/slides.ts'
import { renderVideo, videoDesigns } from './media/videos.ts'

/** The whole seed must stay small enough to commit and to import quickly. */
const maxTotalBytes = 8 * 1024 * 1024

const categoryIconFile = (slug: CategorySlug) => `categories/${slug}.png`

async function writeProductImages(): Promise<string[]> {
  return Promise.all(
    products.map(async (product) =>
      encodePng(rasterise(await productImageSvg(product)).removeAlpha(), product.image),
    ),
  )
}

async function writeBrandImages(): Promise<string[]> {
  return [
    await encodePng(rasterise(await logoSvg()), 'brand/logo.png'),
    ...(await Promise.all(
      categories.map((category) =>
        encodePng(rasterise(categoryIconSvg(category.slug)), categoryIconFile(category.slug)),
      ),
    )),
  ]
}

async function writeSlides(): Promise<string[]> {
  return [
    ...(await Promise.all(
      slideDesigns.map(async (design) =>
        encodeJpeg(rasterise(await slideSvg(design, products)), design.file),
      ),
    )),
    ...(await Promise.all(
      [heroVideoPhoneDesign, ...slideDesigns].map(async (design) =>
        encodeJpeg(rasterise(await phoneSlideSvg(design, products)), design.phoneFile),
      ),
    )),
  ]
}

async function writeBannersAndSlides(): Promise<string[]> {
  return [
    await encodeJpeg(rasterise(await catalogueBannerSvg(products)), 'banners/catalogue.jpg'),
    await encodeJpeg(rasterise(await contactBannerSvg(products)), 'banners/contact.jpg'),
    ...(await writeSlides()),
  ]
}

/**
 * Rewrites only some files (`write`) and their entries in the manifest, keeping every other file
 * as it is: `npm run seed:media -- --slides-only` the slide images, `-- --catalogue-only` the
 * catalogue PDF (neither needs ffmpeg).
 */
async function rewriteOnly(write: () => Promise<string[]>, what: string): Promise<void> {
  const files = await write()
  const manifestPath = join(mediaRoot, manifestFile)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as MediaManifest
  writeManifest(mediaRoot, { ...manifest, ...(await buildManifest(mediaRoot, files)) })
  const sorted = JSON.parse(readFileSync(manifestPath, 'utf8')) as MediaManifest
  writeManifest(
    mediaRoot,
    Object.fromEntries(
      Object.keys(sorted)
        .sort()
        .map((file) => [file, sorted[file]!]),
    ),
  )
  console.log(`Rewrote ${what} and ${files.length === 1 ? 'its' : 'their'} manifest entries`)
}

async function writeVideos(): Promise<string[]> {
  const written: string[] = []
  for (const design of videoDesigns) {
    written.push(...(await renderVideo(design, products)))
    console.log(`  ${design.file}`)
  }
  return written
}

function listFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(folder, entry.name)) : [join(folder, entry.name)],
  )
}

function totalSize(): number {
  return listFiles(mediaRoot).reduce((total, file) => total + statSync(file).size, 0)
}

async function main(): Promise<void> {
  requireFfmpeg()
  rmSync(mediaRoot, { recursive: true, force: true })
  console.log(`Writing seed media to ${relative(process.cwd(), mediaRoot)}`)
  const files = [
    ...(await writeProductImages()),
    ...(await writeBrandImages()),
    ...(await writeBannersAndSlides()),
    ...copyFlags(),
  ]
  console.log(`  ${files.length} images`)
  files.push(...(await writeVideos()))
  files.push(await writeCatalogue(products, categories))
  writeManifest(mediaRoot, await buildManifest(mediaRoot, files))
  console.log(`  ${manifestFile} (${files.length} entries)`)

  const total = totalSize()
  const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(2)
  console.log(`Total seed media: ${megabytes(total)} MB (limit ${megabytes(maxTotalBytes)} MB)`)
  if (total > maxTotalBytes) {
    throw new Error(
      `Seed media is ${megabytes(total)} MB, above the ${megabytes(maxTotalBytes)} MB limit`,
    )
  }
}

const run = process.argv.includes('--slides-only')
  ? () => rewriteOnly(writeSlides, 'the slide images')
  : process.argv.includes('--catalogue-only')
    ? () => rewriteOnly(async () => [await writeCatalogue(products, categories)], 'the catalogue')
    : main
run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
