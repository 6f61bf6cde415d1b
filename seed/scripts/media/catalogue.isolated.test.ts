/// <reference types="vite/client" />
// The offline Sanity API from web/ (used below) reads import.meta.env, which Vite types.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startOfflineLake } from '../../offline-lake.ts'
import { products } from '../../data/products/index.ts'
import type { CatalogueData } from './catalogue-contents.ts'
import { arrangeCatalogue } from './catalogue-contents.ts'
import { catalogueLinks } from './catalogue-links.ts'
import { printable } from './catalogue-pdf.ts'
import { offlineSource, projectSource, sourceFromEnv } from './catalogue-sources.ts'
import type { CatalogueSource } from './catalogue-sources.ts'
import { catalogueFile, renderCatalogue } from './catalogue.ts'
import { mediaPath } from './encode.ts'

const product = (id: string, category: string | null, title: string | null = id) => ({
  _id: id,
  title,
  subtitle: `${id} sub`,
  slug: id,
  category,
  specs: [
    { label: 'Contenido', value: 'Aerosol' },
    { label: 'Codigo', value: null },
  ],
  image: null,
})

describe('arrangeCatalogue', () => {
  // Documents written through the API skip the Studio's validation: some required fields are
  // missing here on purpose, which the generated type rules out.
  const data = {
    categoryOrder: ['cat-b', 'cat-a'],
    categories: [
      { _id: 'cat-a', title: 'A', sections: [{ products: ['p3', 'p1'] }] },
      { _id: 'cat-c', title: 'C', sections: null },
      { _id: 'cat-b', title: 'B', sections: [{ products: ['p5'] }, { products: null }] },
      { _id: 'cat-empty', title: 'Vacía', sections: null },
    ],
    products: [
      product('p1', 'cat-a'),
      product('p2', 'cat-a', 'Zeta'),
      product('p3', 'cat-a'),
      product('p4', 'cat-a', 'Alfa'),
      product('p5', 'cat-b'),
      product('p6', 'cat-c'),
      product('p7', 'cat-c', null),
      product('p8', null),
    ],
  } as unknown as CatalogueData
  const chapters = arrangeCatalogue(data)

  test('orders categories as the home cards, then by title, and skips empty ones', () => {
    expect(chapters.map(({ title }) => title)).toEqual(['B', 'A', 'C'])
  })

  test('orders products as the catalogue cards, then the others by title', () => {
    expect(chapters[1]?.products.map(({ title }) => title)).toEqual(['p3', 'p1', 'Alfa', 'Zeta'])
  })

  test('leaves out products without a title or a category, and spec rows without a value', () => {
    expect(chapters.flatMap(({ products: list }) => list.map(({ title }) => title))).not.toContain(
      'p8',
    )
    expect(chapters[2]?.products.map(({ title }) => title)).toEqual(['p6'])
    expect(chapters[0]?.products[0]?.specs).toEqual([{ label: 'Contenido', value: 'Aerosol' }])
  })
})

describe('text a standard PDF font cannot encode', () => {
  test('loses its accent when that is enough, or becomes ?', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica)
    expect(printable('LIMÓN · Océano – 6 mm', font)).toBe('LIMÓN · Océano – 6 mm')
    expect(printable('Ŝpray ≥ 6 mm 🚗', font)).toBe('Spray ? 6 mm ?')
  })

  test('does not stop the catalogue', async () => {
    const pdf = await renderCatalogue(
      [
        {
          title: 'Categoría ✓',
          products: [
            {
              title: 'Ŝpray ≥ 6 mm',
              slug: null,
              subtitle: 'Ŝubtítulo',
              specs: [{ label: 'Contenido', value: 'Spray ≈ 1 ℓ' }],
              image: null,
            },
          ],
        },
      ],
      async () => new Uint8Array(),
      products,
      catalogueLinks(undefined, 'catalogo'),
    )
    expect(await textOf(pdf)).toContain('Spray ? 6 mm')
  })
})

describe('sourceFromEnv', () => {
  test('without SANITY_PROJECT_ID the catalogue comes from the offline seed dataset', () => {
    expect(sourceFromEnv({}).description).toBe('el conjunto de datos sin conexión (seed)')
    expect(sourceFromEnv({ SANITY_PROJECT_ID: ' ' }).description).toBe(
      'el conjunto de datos sin conexión (seed)',
    )
  })

  test('with SANITY_PROJECT_ID it comes from that project and dataset', () => {
    expect(
      sourceFromEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging' }).description,
    ).toBe('el proyecto abc123, dataset staging')
  })
})

const allTitles = products.map(({ title }) => title)

async function buildFrom(source: CatalogueSource) {
  const data = await source.load()
  const chapters = arrangeCatalogue(data)
  const links = catalogueLinks(undefined, data.linkSource)
  return { chapters, pdf: await renderCatalogue(chapters, source.readImage, products, links) }
}

/**
 * The PDF's text as a reader's PDF viewer extracts it (pdf.js), with runs of whitespace made single
 * spaces so wrapped titles read whole.
 */
const standardFontDataUrl = join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
)

async function textOf(pdf: Uint8Array): Promise<string> {
  // A copy: pdf.js takes over the buffer it reads.
  const loading = getDocument({ data: pdf.slice(), standardFontDataUrl })
  const document = await loading.promise
  const pages: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await loading.destroy()
  return pages.join(' ').replace(/\s+/g, ' ')
}

/** The addresses the PDF's links open, page by page, in reading order. */
async function linksOf(pdf: Uint8Array): Promise<string[]> {
  const loading = getDocument({ data: pdf.slice(), standardFontDataUrl })
  const document = await loading.promise
  const urls: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    for (const annotation of await (await document.getPage(number)).getAnnotations()) {
      if (annotation.subtype === 'Link') urls.push(annotation.url as string)
    }
  }
  await loading.destroy()
  return urls
}

describe('catalogueLinks', () => {
  test('go to SITE_URL with the source marketing set, or to the sample site with catalogo', () => {
    const links = catalogueLinks('https://rehoboth.com.co/algo', 'feria 2026')
    expect(links.product('ChainLube')).toBe(
      'https://rehoboth.com.co/rehoboth/ChainLube?utm_source=feria%202026',
    )
    expect(links.site).toBe('https://rehoboth.com.co/rehoboth/?utm_source=feria%202026')
    expect(links.printedSite).toBe('rehoboth.com.co/rehoboth')
    expect(catalogueLinks(' ', null).site).toBe(
      'https://www.example.com/rehoboth/?utm_source=catalogo',
    )
  })
})

describe('the catalogue from the offline seed dataset', () => {
  let built: Awaited<ReturnType<typeof buildFrom>>

  beforeAll(async () => {
    built = await buildFrom(offlineSource())
  })

  test('groups the 29 products in the three categories', () => {
    expect(built.chapters.map(({ title, products: list }) => [title, list.length])).toEqual([
      ['Para tu vehiculo', 23],
      ['Para tu Hogar', 3],
      ['Para tu Trabajo', 3],
    ])
  })

  test('has a cover, the category pages and a back cover', async () => {
    const document = await PDFDocument.load(built.pdf)
    // 23 car products at 8 cards a page take 3 pages; home and work 1 each.
    expect(document.getPageCount()).toBe(1 + 3 + 1 + 1 + 1)
    expect(document.getTitle()).toBe('Catálogo de productos Rehoboth')
  })

  test('lists every product title, with its subtitle and spec rows', async () => {
    const text = await textOf(built.pdf)
    expect(allTitles).toHaveLength(29)
    for (const title of allTitles) expect(text, title).toContain(title)
    expect(text).toContain('Para tu Trabajo')
    expect(text).toContain('CAJA MASTER')
    expect(text).toContain('24 unidades')
  })

  test('links each product card to its page and the back cover to the site, tagged utm_source=catalogo', async () => {
    const links = await linksOf(built.pdf)
    const expected = built.chapters.flatMap(({ products: list }) =>
      list.map(({ slug }) => `https://www.example.com/rehoboth/${slug}?utm_source=catalogo`),
    )
    expect(expected).toContain(
      'https://www.example.com/rehoboth/RestauradorDeFaros?utm_source=catalogo',
    )
    expect(links).toEqual([...expected, 'https://www.example.com/rehoboth/?utm_source=catalogo'])
    expect(await textOf(built.pdf)).toContain('www.example.com/rehoboth')
  })

  test('is the seed catalogue file, byte for byte (npm run seed:media writes the same bytes)', () => {
    expect(Buffer.compare(Buffer.from(built.pdf), readFileSync(mediaPath(catalogueFile)))).toBe(0)
  })
})

describe('the catalogue from a Sanity project through GROQ and the image CDN', () => {
  let stop: () => void

  beforeAll(() => {
    stop = startOfflineLake()
  })

  afterAll(() => stop())

  test('lists the same products as the offline dataset', async () => {
    const built = await buildFrom(projectSource({ projectId: 'offline', dataset: 'production' }))
    expect(built.chapters.flatMap(({ products: list }) => list.map(({ title }) => title))).toEqual(
      arrangeCatalogue(await offlineSource().load()).flatMap(({ products: list }) =>
        list.map(({ title }) => title),
      ),
    )
    const text = await textOf(built.pdf)
    for (const title of allTitles) expect(text, title).toContain(title)
  })
})
