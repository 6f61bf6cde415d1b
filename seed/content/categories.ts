import type { CategorySlug } from './types.ts'

export interface CategoryContent {
  slug: CategorySlug
  title: string
  menuLabel: string
}

export const categories: CategoryContent[] = [
  { slug: 'paraTuAuto', title: 'Para tu vehiculo', menuLabel: 'Para tu vehiculo' },
  { slug: 'paraTuHogar', title: 'Para tu Hogar', menuLabel: 'Para tu Hogar' },
  { slug: 'paraTuTrabajo', title: 'Para tu Trabajo', menuLabel: 'Para tu Trabajo' },
]
