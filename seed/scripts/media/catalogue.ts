import { readFileSync, writeFileSync } from 'node:fs'
import type { CategoryContent } from '../../data/categories.ts'
import { homePage } from '../../data/home-page.ts'
import { siteSettings } from '../../data/site-settings.ts'
import type { ProductContent } from '../../data/types.ts'
import type { CatalogueChapter } from './catalogue-contents.ts'
import { arrangeCatalogue, cardPicture, catalogueDataFromContent } from './catalogue-contents.ts'
import { catalogueCoverSvg } from './catalogue-cover.ts'
import { catalogueLinks, type CatalogueLinks } from './catalogue-links.ts'
import { buildCataloguePdf } from './catalogue-pdf.ts'
import { mediaPath, rasterise } from './encode.ts'

export const catalogueFile = 'catalogue/catalogo-rehoboth.pdf'

/**
 * The printable catalogue of the given chapters. The cover is the brand's illustration drawn from
 * the seed products; `readImage` gives the bytes of a product image from its `image` string;
 * `links` where its cards and back cover lead.
 */
export async function renderCatalogue(
  chapters: CatalogueChapter[],
  readImage: (image: string) => Promise<Uint8Array>,
  coverProducts: ProductContent[],
  links: CatalogueLinks,
): Promise<Uint8Array> {
  const cover = await rasterise(await catalogueCoverSvg(coverProducts))
    .flatten()
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer()
  return buildCataloguePdf({
    chapters,
    cover,
    picture: async (product) =>
      product.image ? cardPicture(await readImage(product.image)) : null,
    links,
  })
}

/**
 * Writes the seed's catalogue PDF from the seed content, reading product pictures back from the
 * product images already written, its links to the sample site. `npm run catalogue` without
 * SITE_URL builds the same bytes from the seed dataset.
 */
export async function writeCatalogue(
  products: ProductContent[],
  categories: CategoryContent[],
): Promise<string> {
  const { catalogueLinkSource } = siteSettings
  const data = catalogueDataFromContent(
    products,
    categories,
    homePage.categoryCards,
    catalogueLinkSource,
  )
  const pdf = await renderCatalogue(
    arrangeCatalogue(data),
    async (path) => readFileSync(mediaPath(path)),
    products,
    catalogueLinks(undefined, catalogueLinkSource),
  )
  writeFileSync(mediaPath(catalogueFile), pdf)
  return catalogueFile
}
