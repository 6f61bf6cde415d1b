import { describe, expect, it } from 'vitest'
import {
  breadcrumbListJsonLd,
  isEan13,
  organizationJsonLd,
  productJsonLd,
  type ProductFacts,
} from './structured-data.ts'

describe('isEan13', () => {
  it('takes thirteen digits whose last is the check digit of the others', () => {
    expect(isEan13('4006381333931')).toBe(true)
    expect(isEan13('7702004003508')).toBe(true)
  })

  it('refuses a wrong check digit, other lengths and anything but digits', () => {
    expect(isEan13('4006381333932')).toBe(false)
    expect(isEan13('400638133393')).toBe(false)
    expect(isEan13('40063813339311')).toBe(false)
    expect(isEan13('400638133393A')).toBe(false)
  })
})

describe('productJsonLd', () => {
  const facts: ProductFacts = {
    name: 'Restaurador de Faros',
    description: 'Devuelve la transparencia a los faros.',
    url: 'https://www.example.com/rehoboth/RestauradorDeFaros',
    image: 'https://cdn.sanity.io/images/p/production/a-800x800.png?w=1200&h=630',
    brand: 'Rehoboth',
    category: 'Para tu vehiculo',
  }

  it('describes the product with its brand, picture and address', () => {
    expect(productJsonLd(facts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Restaurador de Faros',
      description: 'Devuelve la transparencia a los faros.',
      url: 'https://www.example.com/rehoboth/RestauradorDeFaros',
      image: ['https://cdn.sanity.io/images/p/production/a-800x800.png?w=1200&h=630'],
      brand: { '@type': 'Brand', name: 'Rehoboth' },
      category: 'Para tu vehiculo',
    })
  })

  it('gives a real EAN-13 as sku and gtin13', () => {
    const data = productJsonLd({ ...facts, code: { value: '4006381333931', isSample: false } })
    expect(data).toMatchObject({ sku: '4006381333931', gtin13: '4006381333931' })
  })

  it('never claims a sample code as the barcode, even when its check digit is right', () => {
    const data = productJsonLd({ ...facts, code: { value: '2900100000017', isSample: true } })
    expect(isEan13('2900100000017')).toBe(true)
    expect(data).toMatchObject({ sku: '2900100000017' })
    expect(data).not.toHaveProperty('gtin13')
  })

  it('keeps a code that is not an EAN-13 as sku only', () => {
    const data = productJsonLd({ ...facts, code: { value: 'RB-100', isSample: false } })
    expect(data).toMatchObject({ sku: 'RB-100' })
    expect(data).not.toHaveProperty('gtin13')
  })
})

describe('organizationJsonLd', () => {
  it('names the company with its logo, contact points, address and profiles', () => {
    const data = organizationJsonLd({
      name: 'Rehoboth',
      url: 'https://www.example.com/rehoboth/',
      logo: 'https://cdn.sanity.io/images/p/production/logo-480x120.png?w=480',
      telephones: ['+57 601 555 0100', '+57 300 555 0100'],
      email: 'servicioalcliente@example.com',
      address: 'Km 2.5 vía Bogotá–Medellín, Cota, Cundinamarca',
      sameAs: ['https://www.facebook.com/rehoboth'],
    })
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'Rehoboth',
      logo: 'https://cdn.sanity.io/images/p/production/logo-480x120.png?w=480',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Km 2.5 vía Bogotá–Medellín, Cota, Cundinamarca',
        addressCountry: 'CO',
      },
      sameAs: ['https://www.facebook.com/rehoboth'],
    })
    expect(data.contactPoint).toEqual([
      expect.objectContaining({
        telephone: '+576015550100',
        email: 'servicioalcliente@example.com',
      }),
      expect.objectContaining({ telephone: '+573005550100', contactType: 'customer service' }),
    ])
  })

  it('leaves out what the settings do not give', () => {
    const data = organizationJsonLd({
      name: 'Rehoboth',
      url: 'https://www.example.com/rehoboth/',
      telephones: [],
      sameAs: [],
    })
    expect(Object.keys(data).sort()).toEqual(['@context', '@type', 'name', 'url'])
  })
})

describe('breadcrumbListJsonLd', () => {
  it('numbers the crumbs from 1 in order', () => {
    const data = breadcrumbListJsonLd([
      { name: 'Inicio', url: 'https://www.example.com/rehoboth/' },
      { name: 'Para tu vehiculo', url: 'https://www.example.com/rehoboth/paraTuAuto' },
    ])
    expect(data.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Inicio',
        item: 'https://www.example.com/rehoboth/',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Para tu vehiculo',
        item: 'https://www.example.com/rehoboth/paraTuAuto',
      },
    ])
  })
})
