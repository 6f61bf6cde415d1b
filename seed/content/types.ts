import type { PortableTextBlock } from '../lib/portable-text.ts'

export type CategorySlug = 'paraTuAuto' | 'paraTuHogar' | 'paraTuTrabajo'

export type Contenido = 'Aerosol' | 'Cera' | 'Liquido' | 'Spray' | 'Espuma'

export type Scent = 'Cafe' | 'Jazmin' | 'Limon' | 'Oceano' | 'Rosa'

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
  imageAlt?: string
  cardDescription?: string
  contenido?: Contenido
  presentacion?: string
  description?: PortableTextBlock[]
  scent?: Scent
  seo?: SeoContent
}
