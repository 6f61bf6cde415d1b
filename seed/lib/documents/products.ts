import type { ProductContent, SpecRowContent } from '../../data/types.ts'
import { SCENT_ORDER } from '../../data/products/silicone.ts'
import type { Product } from '@rehoboth/shared/sanity-types'
import { documentIds, reference } from '../document-ids.ts'
import type { MediaLibrary } from '../media.ts'
import { specRows } from '../spec-rows.ts'
import { seo, systemFields } from './common.ts'

const specRowKeys: Record<SpecRowContent['label'], string> = {
  Contenido: 'contenido',
  Codigo: 'codigo',
  Presentación: 'presentacion',
  'Caja Master': 'cajaMaster',
}

/** The scent thumbnails of a silicone page: all five scents, in the order of spec §2. */
function scentVariants(allProducts: readonly ProductContent[]): Product['scentVariants'] {
  return SCENT_ORDER.map((scent) => {
    const variant = allProducts.find((product) => product.scent === scent)
    if (!variant) throw new Error(`No silicone product has the scent '${scent}'`)
    return {
      _key: scent,
      _type: 'scentVariant',
      scent,
      product: reference(documentIds.product(variant.slug)),
    }
  })
}

export function productDocument(
  content: ProductContent,
  allProducts: readonly ProductContent[],
  media: MediaLibrary,
): Product {
  return {
    ...systemFields(documentIds.product(content.slug), 'product'),
    title: content.title,
    subtitle: content.subtitle,
    slug: { _type: 'slug', current: content.slug },
    category: reference(documentIds.category(content.categorySlug)),
    image: media.image(content.image, content.imageAlt),
    cardDescription: content.cardDescription,
    specs: specRows(content).map((row) => ({
      _key: specRowKeys[row.label],
      _type: 'specRow',
      ...row,
    })),
    description: content.description,
    ...(content.scent ? { scentVariants: scentVariants(allProducts) } : {}),
    seo: seo(content.seo),
  }
}
