import { describe, expect, it } from 'vitest'
import type {
  Category,
  ContactRequest,
  HomePage,
  Product,
  SiteSettings,
  Slide,
} from '@rehoboth/shared/sanity-types'
import { buildDataset } from './build-dataset.ts'
import type { SeedDocument } from './build-dataset.ts'
import { isExampleRequestId } from '@rehoboth/shared/example-requests'
import { EXAMPLE_REQUEST_COUNT } from './lib/documents/example-requests.ts'
import { isValidEan13 } from './lib/ean13.ts'
import { siteMedia } from './lib/media-paths.ts'
import type { MediaManifest } from './lib/media.ts'
import { fakeManifest } from './lib/testing/fake-manifest.ts'
import { studioSchema } from './lib/testing/studio-schema.ts'
import { validateAgainstSchema } from './lib/validate-against-schema.ts'

const documents = buildDataset({ manifest: fakeManifest() })

function ofType<T extends SeedDocument['_type']>(type: T) {
  return documents.filter(
    (document): document is Extract<SeedDocument, { _type: T }> => document._type === type,
  )
}

function byId<T extends SeedDocument>(id: string): T {
  const document = documents.find((candidate) => candidate._id === id)
  if (!document) throw new Error(`No document ${id}`)
  return document as T
}

const refs = (references: Array<{ _ref: string }> | undefined) =>
  (references ?? []).map((reference) => reference._ref)

describe('buildDataset', () => {
  it('validates against the schema the Studio extracts, references and slugs included', () => {
    expect(validateAgainstSchema(documents, studioSchema())).toEqual([])
  })

  it('is deterministic: two builds are deep-equal', () => {
    expect(buildDataset({ manifest: fakeManifest() })).toEqual(documents)
  })

  it('builds from the committed seed media: valid and the same on every call', () => {
    const fromSeedMedia = buildDataset()
    expect(validateAgainstSchema(fromSeedMedia, studioSchema())).toEqual([])
    expect(buildDataset()).toEqual(fromSeedMedia)
  })

  it('gives documents the stable ids of the content model', () => {
    const ids = documents.filter((d) => !d._type.startsWith('sanity.')).map((d) => d._id)
    expect(ids).toEqual(
      expect.arrayContaining([
        'siteSettings',
        'homePage',
        'slide-1',
        'slide-4',
        'category-paraTuAuto',
        'product-TiresSealerInfltator',
        'product-CarbClenaer',
        'country-CO',
        'country-MX',
      ]),
    )
    expect(ofType('product')).toHaveLength(29)
    expect(ofType('category')).toHaveLength(3)
    expect(ofType('slide')).toHaveLength(4)
  })

  it('keeps every document public: no id has a dot, which Sanity reserves for private paths', () => {
    expect(buildDataset().filter(({ _id }) => _id.includes('.'))).toEqual([])
  })

  it('points asset URLs at the chosen project and dataset', () => {
    const other = buildDataset({
      manifest: fakeManifest(),
      projectId: 'abc123',
      dataset: 'staging',
    })
    const urls = other.flatMap((document) => ('url' in document ? [document.url] : []))
    expect(urls.length).toBeGreaterThan(0)
    for (const url of urls)
      expect(url).toMatch(/^https:\/\/cdn\.sanity\.io\/(images|files)\/abc123\/staging\//)
  })

  it('gives every product the four spec rows, a valid sample EAN-13 and Caja Master 24 unidades', () => {
    for (const product of ofType('product')) {
      expect(product.specs?.map((row) => row.label)).toEqual([
        'Contenido',
        'Codigo',
        'Presentación',
        'Caja Master',
      ])
      const code = product.specs?.find((row) => row.label === 'Codigo')
      expect(isValidEan13(code?.value ?? '')).toBe(true)
      expect(code?.isSampleCode).toBe(true)
      expect(product.specs?.find((row) => row.label === 'Caja Master')?.value).toBe('24 unidades')
    }
  })

  it('links each silicone page to all five scents, in the order Cafe, Jazmin, Limon, Oceano, Rosa', () => {
    const silicones = ofType('product').filter((product) => product.scentVariants)
    expect(silicones).toHaveLength(5)
    for (const silicone of silicones) {
      expect(silicone.scentVariants?.map(({ scent, product }) => [scent, product._ref])).toEqual([
        ['Cafe', 'product-DashboardPolishSilicone'],
        ['Jazmin', 'product-DashboardPolishSiliconeJazmin'],
        ['Limon', 'product-DashboardPolishSiliconeLimon'],
        ['Oceano', 'product-DashboardPolishSiliconeOcean'],
        ['Rosa', 'product-DashboardPolishSiliconeRosado'],
      ])
    }
  })

  it('puts the catalogue cards of each screen in the category documents', () => {
    const paraTuHogar = byId<Category>('category-paraTuHogar')
    expect(paraTuHogar.sections).toHaveLength(1)
    expect(paraTuHogar.sections?.[0]?.heading).toBeUndefined()
    expect(refs(paraTuHogar.sections?.[0]?.products)).toEqual([
      'product-AirDuster',
      'product-LeackStopSpray',
      'product-FoamCleaner',
      'product-ElectricalContactCleaner',
      'product-GlassAntiFog',
      'product-FurniturePolish',
    ])
    const paraTuAuto = byId<Category>('category-paraTuAuto')
    expect(paraTuAuto.sections?.map((section) => section.products.length)).toEqual([8, 11])
    const paraTuTrabajo = byId<Category>('category-paraTuTrabajo')
    expect(paraTuTrabajo.sections).toBeUndefined()
    expect(paraTuTrabajo.emptyStateText).toBe('Pendiente')
  })

  it('files each product under the category of its route', () => {
    expect(byId<Product>('product-RocketPower').category._ref).toBe('category-paraTuHogar')
    expect(byId<Product>('product-AirDuster').category._ref).toBe('category-paraTuTrabajo')
    expect(byId<Product>('product-GlassAntiFog').category._ref).toBe('category-paraTuAuto')
  })

  it('starts the home carousel with the 22-second video, then three images', () => {
    const home = byId<HomePage>('homePage')
    const slides = home.slides.map((reference) => byId<Slide>(reference._ref))
    expect(slides.map((slide) => slide.kind)).toEqual(['video', 'image', 'image', 'image'])
    expect(slides[0]?.durationMs).toBe(22_000)
    expect(slides[0]?.video?.asset?._ref).toMatch(/^file-[0-9a-f]{40}-mp4$/)
  })

  it('fills the home page as the spec lists it', () => {
    const home = byId<HomePage>('homePage')
    const showcase = [
      'product-ChainClean',
      'product-SuperTireShine',
      'product-ChainLube',
      'product-RocketPower',
      'product-RestauradorDeFaros',
      'product-GlassAntiFog',
    ]
    expect(refs(home.featuredProducts)).toEqual(showcase)
    expect(refs(home.productCarousel)).toEqual(showcase)
    expect(refs(home.categoryCards)).toEqual([
      'category-paraTuAuto',
      'category-paraTuHogar',
      'category-paraTuTrabajo',
    ])
    expect(home.advantages.map((advantage) => [advantage.icon, advantage.title])).toEqual([
      ['formula', 'Fórmulas efectivas'],
      ['eco', 'Amigable con el medio ambiente'],
      ['easy', 'Fácil de usar'],
      ['quality', 'Calidad garantizada'],
    ])
    expect(home.promoVideos).toHaveLength(5)
    expect(home.promoText).toBeTruthy()
    expect(home.catalogueBanner?.image?.asset?._ref).toMatch(/^image-/)
  })

  it('seeds clearly sample contact values', () => {
    const settings = byId<SiteSettings>('siteSettings')
    expect(settings.customerServiceEmail).toMatch(/@example\.com$/)
    expect(settings.whatsappNumber).toBe('573005550100')
    expect(settings.landline).toMatch(/^\+57 \d{3} 555 \d{4}$/)
    expect(settings.address).toBe('Km 2.5 vía Bogotá–Medellín, Cota, Cundinamarca')
    expect(settings.mapEmbedUrl).toMatch(/^https:\/\/www\.google\.com\/maps\?.*Cota.*output=embed$/)
    for (const url of [
      settings.paymentUrl,
      settings.aboutUrl,
      settings.staticContactUrl,
      settings.dataPolicyUrl,
    ]) {
      expect(url).toMatch(/^https:\/\/www\.example\.com\//)
    }
    expect(settings.social).toEqual({ facebook: expect.stringMatching(/^https:\/\//) })
    expect(settings.cataloguePdf?.asset?._ref).toMatch(/^file-[0-9a-f]{40}-pdf$/)
  })

  it('includes exactly the asset documents the content uses', () => {
    const assets = documents.filter((document) => document._type.startsWith('sanity.'))
    const content = documents.filter((document) => !document._type.startsWith('sanity.'))
    const used = new Set(
      content.flatMap((document) =>
        JSON.stringify(document).match(/(image|file)-[0-9a-f]{40}-[^"]+/g),
      ),
    )
    expect(new Set(assets.map((asset) => asset._id))).toEqual(used)
  })

  it('fails with a hint to generate the media when the manifest lacks a path', () => {
    const manifest: MediaManifest = fakeManifest()
    delete manifest[siteMedia.logo]
    expect(() => buildDataset({ manifest })).toThrow(/brand\/logo\.png.*npm run seed:media/)
  })
})

describe('the example contact requests', () => {
  // A fixed end, so the examples' dates are the same on every run of the tests.
  const until = new Date('2026-06-15T12:00:00Z')
  const withExamples = buildDataset({ manifest: fakeManifest(), exampleRequests: { until } })
  const requests = withExamples.filter(
    (document): document is ContactRequest => document._type === 'contactRequest',
  )

  it('are left out unless asked for', () => {
    expect(ofType('contactRequest')).toEqual([])
    expect(requests).toHaveLength(EXAMPLE_REQUEST_COUNT)
  })

  it('validate against the schema and are the same on every build ending that day', () => {
    expect(validateAgainstSchema(withExamples, studioSchema())).toEqual([])
    const laterThatDay = new Date('2026-06-16T04:59:00Z')
    expect(
      buildDataset({ manifest: fakeManifest(), exampleRequests: { until: laterThatDay } }),
    ).toEqual(withExamples)
  })

  it('are private like the form’s requests, and marked as examples by their ids', () => {
    for (const { _id } of requests) {
      expect(_id).toMatch(/^contactRequest\.ejemplo-\d{3}$/)
      expect(isExampleRequestId(_id)).toBe(true)
    }
    expect(isExampleRequestId('contactRequest.6f1c2f0e-3b9a-4c55-9d7e-2a1b3c4d5e6f')).toBe(false)
  })

  it('spread over the six months before the day they end on, in Colombia', () => {
    const first = Date.parse('2025-12-15T05:00:00Z')
    const endOfLastDay = Date.parse('2026-06-15T05:00:00Z')
    for (const request of requests) {
      const created = Date.parse(request.createdAt)
      expect(created).toBeGreaterThanOrEqual(first)
      expect(created).toBeLessThan(endOfLastDay)
      if (request.attendedAt) {
        expect(Date.parse(request.attendedAt)).toBeGreaterThan(created)
      }
    }
    const months = new Set(requests.map(({ createdAt }) => createdAt.slice(0, 7)))
    expect(months.size).toBeGreaterThanOrEqual(6)
  })

  it('never send an e-mail to sales: they have no notice for the retries to pick up', () => {
    expect(requests.filter((request) => request.notice)).toEqual([])
  })

  it('vary in Estado, source, campaign, product and place', () => {
    const count = (values: (string | undefined)[]) => new Set(values).size
    expect(new Set(requests.map(({ status }) => status))).toEqual(
      new Set(['nuevo', 'en-proceso', 'atendido']),
    )
    for (const request of requests) {
      expect(Boolean(request.attendedAt)).toBe(request.status === 'atendido')
    }
    expect(new Set(requests.map(({ origin }) => origin?.utmSource))).toEqual(
      new Set(['instagram', 'facebook', 'google', 'catalogo', 'whatsapp', undefined]),
    )
    expect(requests.some(({ origin }) => !origin?.utmSource && origin?.referrerHost)).toBe(true)
    expect(count(requests.map(({ origin }) => origin?.utmCampaign))).toBeGreaterThanOrEqual(5)
    expect(count(requests.map(({ product }) => product?._ref))).toBeGreaterThanOrEqual(20)
    expect(new Set(requests.map(({ country }) => country))).toEqual(new Set(['Colombia', 'México']))
    expect(count(requests.map(({ state }) => state))).toBeGreaterThanOrEqual(15)
    for (const request of requests) {
      expect(request.email).toMatch(/^[a-z]+\.[a-z]+\d{2}@example\.com$/)
      expect(request.message).not.toMatch(/[\r\n{}]/)
    }
  })
})
