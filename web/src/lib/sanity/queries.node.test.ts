import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offlineLakeOptions } from '@rehoboth/seed/offline-lake'
import { createSanityApiHandlers } from '@rehoboth/content-lake'
import { client } from './client.ts'
import {
  categoryPageQuery,
  contactPageQuery,
  homePageQuery,
  navigationCategoriesQuery,
  productCarouselQuery,
  productPageQuery,
  productSlugsQuery,
  siteSettingsQuery,
} from './queries.ts'
import {
  exteriorCareCards,
  homeCatalogueCards,
  performanceCards,
  showcasedProducts,
} from '../../../../test/spec-contract.ts'

// The site's own client, without a token, against the seed dataset: what visitors get offline.
const storeDir = mkdtempSync(join(tmpdir(), 'seed-queries-'))
const server = setupServer(...createSanityApiHandlers({ ...offlineLakeOptions(), storeDir }))

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))

afterAll(() => {
  server.close()
  rmSync(storeDir, { recursive: true, force: true })
})

const FEATURED = showcasedProducts

describe('GROQ queries over the seed dataset', () => {
  it('lists the 29 product slugs to prerender, legacy spellings kept', async () => {
    const slugs = await client.fetch(productSlugsQuery)
    expect(slugs).toHaveLength(29)
    expect(slugs).toEqual(expect.arrayContaining(['TiresSealerInfltator', 'CarbClenaer']))
  })

  it('gives the car catalogue its two sections of 8 and 11 cards, in order', async () => {
    const category = await client.fetch(categoryPageQuery, { slug: 'paraTuAuto' })
    expect(category?.introHeading).toBe('ASEO Y MANTENIMIENTO PARA AUTOS Y MOTOS')
    const sections = category?.sections ?? []
    expect(sections.map((section) => section.heading)).toEqual([
      'Embellecimiento y Cuidado Exterior',
      'Limpieza Interna y Desempeño',
    ])
    expect(sections[0]?.products?.map((product) => product.slug)).toEqual(exteriorCareCards)
    expect(sections[1]?.products?.map((product) => product.slug)).toEqual(performanceCards)
    for (const card of sections.flatMap((section) => section.products ?? [])) {
      expect(card.title).toBeTruthy()
      expect(card.cardDescription).toBeTruthy()
      expect(card.image?.asset?.url).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/offline\//)
    }
  })

  it('gives the home catalogue its 6 cards and the work catalogue none', async () => {
    const home = await client.fetch(categoryPageQuery, { slug: 'paraTuHogar' })
    expect(home?.sections?.flatMap((section) => section.products ?? []).map((p) => p.slug)).toEqual(
      homeCatalogueCards,
    )
    const work = await client.fetch(categoryPageQuery, { slug: 'paraTuTrabajo' })
    expect(work).toMatchObject({ introHeading: 'Tu Trabajo', emptyStateText: 'Pendiente' })
    expect(work?.sections?.flatMap((section) => section.products ?? []) ?? []).toHaveLength(0)
  })

  it('gives the home page 4 slides with the video first, and its products in order', async () => {
    const page = await client.fetch(homePageQuery)
    const slides = page?.slides ?? []
    expect(slides.map((slide) => slide.kind)).toEqual(['video', 'image', 'image', 'image'])
    expect(slides[0]).toMatchObject({ durationMs: 22000, video: { mimeType: 'video/mp4' } })
    expect(slides[0]?.video?.url).toMatch(/^https:\/\/cdn\.sanity\.io\/files\/offline\//)
    expect(slides[0]?.poster?.asset?.url).toBeTruthy()
    expect(slides.slice(1).every((slide) => slide.image?.asset?.url)).toBe(true)
    expect(page?.featuredProducts?.map((product) => product.slug)).toEqual(FEATURED)
    expect(page?.categoryCards?.map((card) => card.homeCard?.title)).toEqual([
      'Auto y Moto',
      'Hogar',
      'Trabajo',
    ])
    expect(page?.advantages).toHaveLength(4)
    expect(page?.promoVideos).toHaveLength(5)
    expect(page?.catalogueBanner?.image?.asset?.url).toBeTruthy()
  })

  it('gives product pages their specs, description, scents and SEO', async () => {
    const product = await client.fetch(productPageQuery, { slug: 'RestauradorDeFaros' })
    expect(product).toMatchObject({
      title: 'RESTAURADOR DE FAROS',
      category: { slug: 'paraTuAuto' },
      seo: { title: expect.any(String) },
    })
    expect(product?.specs?.map((row) => row.label)).toEqual([
      'Contenido',
      'Codigo',
      'Presentación',
      'Caja Master',
    ])
    expect(product?.description?.length).toBeGreaterThan(0)
    expect(product?.scentVariants ?? []).toHaveLength(0)

    const silicone = await client.fetch(productPageQuery, { slug: 'DashboardPolishSilicone' })
    expect(silicone?.scentVariants?.map((variant) => variant.scent)).toEqual([
      'Cafe',
      'Jazmin',
      'Limon',
      'Oceano',
      'Rosa',
    ])
    expect(silicone?.scentVariants?.every((variant) => variant.slug && variant.image?.asset)).toBe(
      true,
    )
    await expect(client.fetch(productPageQuery, { slug: 'NoExiste' })).resolves.toBeNull()
  })

  it('gives the product-page carousel the same six products', async () => {
    const carousel = await client.fetch(productCarouselQuery)
    expect(carousel?.map((product) => product.slug)).toEqual(FEATURED)
  })

  it('gives the contact form Colombia with 33 divisions and México with 32', async () => {
    const { countries } = await client.fetch(contactPageQuery)
    expect(
      countries.map(({ value, dialCode, states }) => [value, dialCode, states?.length]),
    ).toEqual([
      ['CO', '+57', 33],
      ['MX', '+52', 32],
    ])
  })

  it('gives the header its three categories and the site its settings', async () => {
    const categories = await client.fetch(navigationCategoriesQuery)
    expect(categories?.map(({ slug, menuLabel }) => [slug, menuLabel])).toEqual([
      ['paraTuAuto', 'Para tu vehiculo'],
      ['paraTuHogar', 'Para tu Hogar'],
      ['paraTuTrabajo', 'Para tu Trabajo'],
    ])
    const settings = await client.fetch(siteSettingsQuery)
    expect(settings?.brandName).toBeTruthy()
    expect(settings?.cataloguePdf).toMatchObject({ mimeType: 'application/pdf' })
    expect(settings?.logo?.asset?.url).toBeTruthy()
  })
})
