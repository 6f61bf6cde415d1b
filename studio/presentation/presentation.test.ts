import { describe, expect, test } from 'vitest'
import type { DocumentLocationResolverObject, DocumentLocationsState } from 'sanity/presentation'
import { locations } from './locations'
import { mainDocuments } from './main-documents'
import { previewEnablePath, siteOrigin } from './site-pages'

function usedOn(type: keyof typeof locations, doc: Record<string, string> | null = {}) {
  const resolver = locations[type] as DocumentLocationResolverObject
  const state = resolver.resolve(doc) as DocumentLocationsState
  return state.locations?.map(({ title, href }) => `${title} ${href}`)
}

describe('«Editar en la página»', () => {
  test('frames the site from SANITY_STUDIO_SITE_URL and turns preview on at its enable route', () => {
    expect(siteOrigin).toBe('http://localhost:5173')
    expect(previewEnablePath).toBe('/rehoboth/api/preview/enable')
  })

  test('a product is used on its page and its catalogue', () => {
    expect(
      usedOn('product', {
        title: 'Restaurador de faros',
        slug: 'RestauradorDeFaros',
        categoryTitle: 'Para tu vehículo',
        categorySlug: 'paraTuAuto',
      }),
    ).toEqual([
      'Restaurador de faros /rehoboth/RestauradorDeFaros',
      'Para tu vehículo /rehoboth/paraTuAuto',
    ])
  })

  test('a new product without an address yet is used nowhere', () => {
    expect(usedOn('product', { title: 'Nuevo' })).toEqual([])
  })

  test('catalogues, slides, the home page, settings and countries name their pages', () => {
    expect(usedOn('category', { title: 'Para tu Hogar', slug: 'paraTuHogar' })).toEqual([
      'Para tu Hogar /rehoboth/paraTuHogar',
      'Página de inicio /rehoboth/',
    ])
    expect(usedOn('slide')).toEqual(['Página de inicio /rehoboth/'])
    expect(usedOn('homePage')).toEqual(['Página de inicio /rehoboth/'])
    expect(usedOn('siteSettings')).toEqual([
      'Página de inicio /rehoboth/',
      'Contacto /rehoboth/Contacto',
    ])
    expect(usedOn('country')).toEqual(['Contacto /rehoboth/Contacto'])
  })

  test('every page has a main document, found by its address through a parameter', () => {
    expect(mainDocuments.map(({ route }) => route)).toEqual([
      '/rehoboth/',
      '/rehoboth/Contacto',
      '/rehoboth/:slug',
    ])
    const bySlug = mainDocuments[2]!
    expect(bySlug.filter).not.toContain('RestauradorDeFaros')
    const params = bySlug.params as (context: { params: Record<string, string> }) => object
    expect(params({ params: { slug: 'RestauradorDeFaros' } })).toEqual({
      slug: 'RestauradorDeFaros',
    })
  })
})
