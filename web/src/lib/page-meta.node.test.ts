import type { MetaDescriptor } from 'react-router'
import { describe, expect, it } from 'vitest'
import { pageMeta, siteMeta } from './page-meta.ts'
import { siteBase } from './sanity/env.ts'
import { siteOrigin } from './seo/site-url.ts'

const siteImage = {
  url: 'https://cdn.sanity.io/images/p/production/logo.png?w=480',
  alt: 'Rehoboth',
}
const rootMeta = siteMeta({
  siteName: 'Rehoboth',
  title: 'Rehoboth | Limpieza y mantenimiento en aerosol',
  description: 'Productos en aerosol para el auto, el hogar y el trabajo.',
  image: siteImage,
})
const matches = [{ meta: rootMeta }]

const content = (meta: MetaDescriptor[], key: string) =>
  meta.find((tag) => ('property' in tag ? tag.property : 'name' in tag && tag.name) === key)
const contentOf = (meta: MetaDescriptor[], key: string) =>
  (content(meta, key) as { content?: string } | undefined)?.content

describe('pageMeta', () => {
  it("titles a page by its name and the site's, with the site's description and picture", () => {
    const meta = pageMeta({ matches, location: { pathname: '/Contacto' }, title: 'Contáctanos' })
    expect(meta).toContainEqual({ title: 'Contáctanos | Rehoboth' })
    expect(contentOf(meta, 'description')).toBe(
      'Productos en aerosol para el auto, el hogar y el trabajo.',
    )
    expect(contentOf(meta, 'og:image')).toBe(siteImage.url)
    expect(contentOf(meta, 'twitter:card')).toBe('summary')
  })

  it('links the canonical address of the page, reached with or without a trailing slash', () => {
    for (const pathname of ['/paraTuAuto', '/paraTuAuto/']) {
      const meta = pageMeta({ matches, location: { pathname } })
      expect(meta).toContainEqual({
        tagName: 'link',
        rel: 'canonical',
        href: `${siteOrigin}${siteBase}paraTuAuto`,
      })
      expect(contentOf(meta, 'og:url')).toBe(`${siteOrigin}${siteBase}paraTuAuto`)
    }
  })

  it("prefers the editors' SEO title and description, on every kind of tag", () => {
    const meta = pageMeta({
      matches,
      location: { pathname: '/' },
      title: 'Inicio',
      seo: { title: 'Aerosoles Rehoboth', description: 'Aseo para tu auto.' },
    })
    expect(meta).toContainEqual({ title: 'Aerosoles Rehoboth' })
    for (const key of ['og:title', 'twitter:title']) {
      expect(contentOf(meta, key)).toBe('Aerosoles Rehoboth')
    }
    for (const key of ['description', 'og:description', 'twitter:description']) {
      expect(contentOf(meta, key)).toBe('Aseo para tu auto.')
    }
  })

  it("shows the page's own picture large, and its structured data", () => {
    const productData = { '@context': 'https://schema.org', '@type': 'Product', name: 'X' }
    const meta = pageMeta({
      matches,
      location: { pathname: '/RestauradorDeFaros' },
      type: 'product',
      image: {
        url: 'https://cdn.sanity.io/x.png?w=1200&h=630',
        alt: 'Envase',
        width: 1200,
        height: 630,
      },
      structuredData: [productData],
    })
    expect(contentOf(meta, 'og:image')).toBe('https://cdn.sanity.io/x.png?w=1200&h=630')
    expect(contentOf(meta, 'og:image:width')).toBe('1200')
    expect(contentOf(meta, 'twitter:card')).toBe('summary_large_image')
    expect(contentOf(meta, 'og:type')).toBe('product')
    expect(meta.filter((tag) => content([tag], 'og:image'))).toHaveLength(1)
    expect(meta).toContainEqual({ 'script:ld+json': productData })
  })

  it('keeps a missing page out of search results, without a canonical address', () => {
    const meta = pageMeta({
      matches,
      location: { pathname: '/NoExiste' },
      // What React Router hands `meta` when the loader threw lib/not-found's response.
      error: { status: 404, statusText: 'Not Found', internal: false, data: 'No encontrado' },
    })
    expect(meta).toContainEqual({ title: 'Página no encontrada | Rehoboth' })
    expect(contentOf(meta, 'robots')).toBe('noindex')
    expect(meta.some((tag) => 'rel' in tag)).toBe(false)
  })
})
