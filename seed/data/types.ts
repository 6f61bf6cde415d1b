import type { PortableTextBlock } from '../lib/portable-text.ts'
import type { Advantage, ScentVariant, SpecRow } from '@rehoboth/shared/sanity-types'

export type CategorySlug = 'paraTuAuto' | 'paraTuHogar' | 'paraTuTrabajo'

export type Contenido = 'Aerosol' | 'Cera' | 'Liquido' | 'Spray' | 'Espuma'

export type Scent = ScentVariant['scent']

export type AdvantageIcon = Advantage['icon']

export type SpecRowContent = Omit<SpecRow, '_type'>

export interface SeoContent {
  title: string
  description: string
}

/** An image of the seed media, by its path under seed/media, with its alt text. */
export interface ImageContent {
  path: string
  alt: string
}

/** A product as the seed writes it: media by path, references by slug. */
export interface ProductContent {
  slug: string
  title: string
  subtitle: string
  categorySlug: CategorySlug
  image: `products/${string}.png`
  imageAlt: string
  cardDescription: string
  contenido: Contenido
  presentacion: string
  /** Item number of the product's sample EAN-13 code (the spec gives no real codes). */
  sampleCodeItem: number
  description: PortableTextBlock[]
  scent?: Scent
  seo: SeoContent
}
