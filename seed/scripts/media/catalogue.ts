import { writeFileSync } from 'node:fs'
import sharp from 'sharp'
import type { CategoryContent } from '../../content/categories.ts'
import type { ProductContent } from '../../content/types.ts'
import { catalogueCoverSvg } from './catalogue-cover.ts'
import { buildCataloguePdf } from './catalogue-pdf.ts'
import { mediaPath, rasterise } from './encode.ts'

export const catalogueFile = 'catalogue/catalogo-rehoboth.pdf'

/** The 3:4 middle of an 800×800 product image, which holds the whole package, tins included. */
const productPortrait = { left: 100, top: 0, width: 600, height: 800 }

/** Writes the catalogue PDF; product pictures are read back from the product PNGs already written. */
export async function writeCatalogue(
  products: ProductContent[],
  categories: CategoryContent[],
): Promise<string> {
  const jpeg = { quality: 78, mozjpeg: true } as const
  const cover = await rasterise(await catalogueCoverSvg(products))
    .flatten()
    .jpeg(jpeg)
    .toBuffer()
  const pdf = await buildCataloguePdf({
    products,
    categories,
    cover,
    productImage: (product) =>
      sharp(mediaPath(product.image))
        .extract(productPortrait)
        .resize({ width: 300 })
        .flatten()
        .jpeg(jpeg)
        .toBuffer(),
  })
  writeFileSync(mediaPath(catalogueFile), pdf)
  return catalogueFile
}
