import { products } from '@rehoboth/seed/data/products'
import {
  exteriorCareCards,
  homeCatalogueCards,
  performanceCards,
} from '../../test/spec-contract.ts'

/** The seed product a route shows, by its slug. */
export function seedProduct(slug: string) {
  const product = products.find((candidate) => candidate.slug === slug)
  if (!product) throw new Error(`The seed content has no product ${slug}`)
  return product
}

/** The cards of each catalogue of spec §2, section by section, in the spec's order. */
export const catalogues = [
  {
    path: 'paraTuAuto',
    heading: 'ASEO Y MANTENIMIENTO PARA AUTOS Y MOTOS',
    sections: [
      {
        heading: 'Embellecimiento y Cuidado Exterior',
        slugs: exteriorCareCards,
      },
      {
        heading: 'Limpieza Interna y Desempeño',
        slugs: performanceCards,
      },
    ],
  },
  {
    path: 'paraTuHogar',
    heading: 'Para tu Hogar',
    sections: [
      {
        heading: undefined,
        slugs: homeCatalogueCards,
      },
    ],
  },
  { path: 'paraTuTrabajo', heading: 'Tu Trabajo', sections: [] },
] as const

/** The five silicone pages and the scent each one is, in the order the thumbnails show them. */
export const scentPages = [
  { name: 'Café', slug: 'DashboardPolishSilicone' },
  { name: 'Jazmín', slug: 'DashboardPolishSiliconeJazmin' },
  { name: 'Limón', slug: 'DashboardPolishSiliconeLimon' },
  { name: 'Océano', slug: 'DashboardPolishSiliconeOcean' },
  { name: 'Rosa', slug: 'DashboardPolishSiliconeRosado' },
]
