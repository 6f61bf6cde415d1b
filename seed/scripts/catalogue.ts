/**
 * `npm run catalogue [-- --out <file.pdf>]`: builds the printable catalogue PDF of every product,
 * grouped by category, from the configured Sanity project (SANITY_PROJECT_ID, SANITY_DATASET,
 * optional SANITY_API_READ_TOKEN) or, without SANITY_PROJECT_ID, from the offline seed dataset.
 * Its links go to the site at SITE_URL (the sample address without it), tagged with the site
 * settings' «Fuente de los enlaces del catálogo». The default output is the seed's catalogue file;
 * run `npm run seed:media -- --catalogue-only` afterwards so the media manifest records it.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { products as seedProducts } from '../data/products/index.ts'
import { arrangeCatalogue } from './media/catalogue-contents.ts'
import { catalogueLinks } from './media/catalogue-links.ts'
import { sourceFromEnv } from './media/catalogue-sources.ts'
import { catalogueFile, renderCatalogue } from './media/catalogue.ts'
import { mediaPath } from './media/encode.ts'

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const output = values.out ? resolve(values.out) : mediaPath(catalogueFile)
  const source = sourceFromEnv(process.env)
  console.log(`Catálogo desde ${source.description}`)
  const data = await source.load()
  const chapters = arrangeCatalogue(data)
  const links = catalogueLinks(process.env.SITE_URL, data.linkSource)
  console.log(`  Enlaces a ${links.site}`)
  const pdf = await renderCatalogue(chapters, source.readImage, seedProducts, links)
  mkdirSync(dirname(output), { recursive: true })
  writeFileSync(output, pdf)
  const count = chapters.reduce((total, chapter) => total + chapter.products.length, 0)
  console.log(
    `  ${relative(process.cwd(), output)}: ${count} productos en ${chapters.length} categorías (${(pdf.length / 1024).toFixed(0)} KB)`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
