import { describe, expect, it } from 'vitest'
import { plainText } from '../../lib/portable-text.ts'
import { products } from './index.ts'
import { SCENT_ORDER } from './silicone.ts'
import {
  carProductRoutes,
  homeProductRoutes,
  workProductRoutes,
} from '../../../test/spec-contract.ts'

function product(slug: string) {
  const found = products.find((candidate) => candidate.slug === slug)
  if (!found) throw new Error(`No product ${slug}`)
  return found
}

const allText = (slug: string) => {
  const { title, subtitle, cardDescription, description } = product(slug)
  return [title, subtitle, cardDescription, plainText(description)].join('\n')
}

describe('products', () => {
  it('has exactly one product per product route of the spec', () => {
    const slugs = products.map((candidate) => candidate.slug)
    expect(slugs.toSorted()).toEqual(
      [...carProductRoutes, ...homeProductRoutes, ...workProductRoutes].toSorted(),
    )
    expect(new Set(slugs).size).toBe(29)
  })

  it('groups each product under the category of its route', () => {
    const slugsIn = (categorySlug: string) =>
      products.filter((candidate) => candidate.categorySlug === categorySlug).map((p) => p.slug)
    expect(slugsIn('paraTuAuto').toSorted()).toEqual(carProductRoutes.toSorted())
    expect(slugsIn('paraTuHogar').toSorted()).toEqual(homeProductRoutes.toSorted())
    expect(slugsIn('paraTuTrabajo').toSorted()).toEqual(workProductRoutes.toSorted())
  })

  it('names each image after its slug', () => {
    for (const { slug, image } of products) expect(image).toBe(`products/${slug}.png`)
  })

  it('fixes the known title and subtitle defects of the spec', () => {
    expect(product('SprayPolish').title).not.toBe('RESTAURADOR DE FAROS')
    expect(product('CarnaubaCarWax').title).not.toBe('RESTAURADOR DE FAROS')
    expect(product('AirDuster').subtitle.toLowerCase()).not.toContain('pendiente')
  })

  it('leaves no placeholder text in any product', () => {
    for (const { slug } of products) {
      expect(allText(slug)).not.toMatch(/pendiente|lorem ipsum/i)
      expect(allText(slug)).not.toMatch(/TODO|TBD|XXX/)
    }
  })

  it('writes titles in capitals and gives every product real texts', () => {
    for (const candidate of products) {
      expect(candidate.title).toBe(candidate.title.toLocaleUpperCase('es'))
      expect(candidate.cardDescription.length).toBeGreaterThan(30)
      expect(candidate.description.length).toBeGreaterThanOrEqual(4)
      expect(candidate.imageAlt).not.toBe('')
    }
  })

  it('says the tire sealer seals punctures up to 6 mm', () => {
    expect(plainText(product('TiresSealerInfltator').description)).toContain('hasta 6 mm')
  })

  it('says the starting fluid works below -40 °C', () => {
    expect(plainText(product('StartingFluid').description)).toContain('por debajo de -40 °C')
  })

  it('gives the headlight restorer a numbered usage procedure', () => {
    const steps = product('RestauradorDeFaros').description.filter(
      (block) => block.listItem === 'number',
    )
    expect(steps.length).toBeGreaterThanOrEqual(4)
  })

  it('makes RocketPower the ultra-penetrant pipe unblocker, in 220g and 500ml', () => {
    const rocketPower = product('RocketPower')
    expect(rocketPower.subtitle).toBe('Destapador de tuberías ultra penetrante')
    expect(rocketPower.presentacion).toBe('220g y 500ml')
  })

  it('gives each of the five silicone pages its own scent', () => {
    const scentBySlug = Object.fromEntries(
      products.flatMap((candidate) => (candidate.scent ? [[candidate.slug, candidate.scent]] : [])),
    )
    expect(scentBySlug).toEqual({
      DashboardPolishSilicone: 'Cafe',
      DashboardPolishSiliconeJazmin: 'Jazmin',
      DashboardPolishSiliconeLimon: 'Limon',
      DashboardPolishSiliconeOcean: 'Oceano',
      DashboardPolishSiliconeRosado: 'Rosa',
    })
    expect(SCENT_ORDER).toEqual(['Cafe', 'Jazmin', 'Limon', 'Oceano', 'Rosa'])
  })

  it('uses only the Contenido values and sizes of spec §3', () => {
    const sizes = /^(100ml|220ml|230g|250ml|443ml|450ml|500ml|650ml|220g)( y (\d+(ml|g)))?$/
    for (const candidate of products) {
      expect(['Aerosol', 'Cera', 'Liquido', 'Spray', 'Espuma']).toContain(candidate.contenido)
      expect(candidate.presentacion).toMatch(sizes)
    }
  })

  it('gives every product its own sample code item', () => {
    const items = products.map((candidate) => candidate.sampleCodeItem)
    expect(new Set(items).size).toBe(products.length)
  })

  it('keeps search titles and descriptions within what search engines show', () => {
    for (const { seo } of products) {
      expect(seo.title.length).toBeLessThanOrEqual(60)
      expect(seo.description.length).toBeLessThanOrEqual(160)
    }
  })
})
