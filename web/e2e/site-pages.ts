import { products } from '@rehoboth/seed/data/products'
import { productRoutes } from '../../test/spec-contract.ts'

function productTitle(slug: string): string {
  const product = products.find((candidate) => candidate.slug === slug)
  if (!product) throw new Error(`The seed content has no product ${slug}`)
  return product.title
}

export type SitePage = {
  /** Address below the base, '' for the home page. */
  path: string
  heading: string
}

/** Every route of spec §2 with the main heading the offline (seed) content gives it. */
export const sitePages: SitePage[] = [
  { path: '', heading: 'Rehoboth' },
  { path: 'Contacto', heading: 'Contáctanos' },
  { path: 'paraTuAuto', heading: 'ASEO Y MANTENIMIENTO PARA AUTOS Y MOTOS' },
  { path: 'paraTuHogar', heading: 'Para tu Hogar' },
  { path: 'paraTuTrabajo', heading: 'Tu Trabajo' },
  ...productRoutes.map((slug) => ({ path: slug, heading: productTitle(slug) })),
]
