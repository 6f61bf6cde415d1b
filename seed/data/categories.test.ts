import { describe, expect, it } from 'vitest'
import { categories } from './categories.ts'
import { products } from './products/index.ts'
import {
  exteriorCareCards,
  homeCatalogueCards,
  performanceCards,
} from '../../test/spec-contract.ts'

function category(slug: string) {
  const found = categories.find((candidate) => candidate.slug === slug)
  if (!found) throw new Error(`No category ${slug}`)
  return found
}

describe('categories', () => {
  it('are the three catalogues with their menu labels and home cards, in order', () => {
    expect(
      categories.map(({ slug, menuLabel, homeCard }) => [slug, menuLabel, homeCard.title]),
    ).toEqual([
      ['paraTuAuto', 'Para tu vehiculo', 'Auto y Moto'],
      ['paraTuHogar', 'Para tu Hogar', 'Hogar'],
      ['paraTuTrabajo', 'Para tu Trabajo', 'Trabajo'],
    ])
  })

  it('show on /paraTuAuto the 8 exterior cards, then the 11 named performance cards', () => {
    const paraTuAuto = category('paraTuAuto')
    expect(paraTuAuto.introHeading).toBe('ASEO Y MANTENIMIENTO PARA AUTOS Y MOTOS')
    expect(paraTuAuto.introDescription).toBeTruthy()
    expect(paraTuAuto.sections).toEqual([
      {
        heading: 'Embellecimiento y Cuidado Exterior',
        productSlugs: exteriorCareCards,
      },
      {
        heading: 'Limpieza Interna y Desempeño',
        productSlugs: performanceCards,
      },
    ])
  })

  it('show on /paraTuHogar one untitled grid of the 6 cards of the home catalogue screen', () => {
    expect(category('paraTuHogar').sections).toEqual([
      {
        productSlugs: homeCatalogueCards,
      },
    ])
  })

  it('show on /paraTuTrabajo the heading Tu Trabajo, no products and the text Pendiente', () => {
    const paraTuTrabajo = category('paraTuTrabajo')
    expect(paraTuTrabajo.introHeading).toBe('Tu Trabajo')
    expect(paraTuTrabajo.sections).toEqual([])
    expect(paraTuTrabajo.emptyStateText).toBe('Pendiente')
  })

  it('list only products that exist', () => {
    const slugs = new Set(products.map((product) => product.slug))
    for (const { sections } of categories) {
      for (const slug of sections.flatMap((section) => section.productSlugs)) {
        expect(slugs).toContain(slug)
      }
    }
  })
})
