import type { PortableTextBlock } from '../lib/portable-text.ts'

export type CategorySlug = 'paraTuAuto' | 'paraTuHogar' | 'paraTuTrabajo'

export type Contenido = 'Aerosol' | 'Cera' | 'Liquido' | 'Spray' | 'Espuma'

export type Scent = 'Cafe' | 'Jazmin' | 'Limon' | 'Oceano' | 'Rosa'

export type SpecLabel = 'Contenido' | 'Codigo' | 'Presentación' | 'Caja Master'

export interface SpecRowContent {
  label: SpecLabel
  value: string
  isSampleCode?: boolean
}

export interface SeoContent {
  title: string
  description: string
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
