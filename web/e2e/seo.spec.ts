import type { Page } from '@playwright/test'
import { siteOrigin } from '../src/lib/seo/site-url'
import { expect, test, waitForHydrated, waitUntilSettled } from './fixtures'
import { productRoutes } from '../../test/spec-contract.ts'
import { watchPolicyViolations } from './page-checks'
import { sitePages } from './site-pages'

const canonicalOf = (path: string) => `${siteOrigin}/rehoboth/${path}`
const pageKinds = ['', 'Contacto', 'paraTuAuto', 'RestauradorDeFaros']

type JsonLd = Record<string, unknown> & { '@type': string }

async function structuredData(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as JsonLd)
}

test.describe('the tags search engines and link previews read', () => {
  for (const path of pageKinds) {
    test(`/rehoboth/${path} has its title, description, canonical address and picture, before and after hydration`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text()
      expect(html).toContain('<html lang="es-CO">')
      expect(html).toContain(`<link rel="canonical" href="${canonicalOf(path)}"/>`)
      expect(html).toMatch(/<title>[^<]+<\/title>/)
      expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/)
      expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"\/>/)

      await page.goto(path)
      await waitUntilSettled(page)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-CO')
      await expect(page).toHaveTitle(/\S/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalOf(path))
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        canonicalOf(path),
      )
      for (const selector of [
        'meta[name="description"]',
        'meta[property="og:title"]',
        'meta[property="og:description"]',
        'meta[name="twitter:card"]',
        'meta[name="twitter:title"]',
      ]) {
        await expect(page.locator(selector)).toHaveAttribute('content', /\S/)
      }
      const image = await page.locator('meta[property="og:image"]').getAttribute('content')
      expect(new URL(image ?? '').protocol).toMatch(/^https?:$/)
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute(
        'content',
        image ?? '',
      )
    })
  }

  test("a product's picture is its own, cut to 1200 x 630 for large previews", async ({ page }) => {
    await page.goto('RestauradorDeFaros')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/images\/.*[?&]w=1200&h=630/,
    )
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    )
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product')
  })

  test("the home page is titled and described by the site's SEO settings", async ({ request }) => {
    const html = await (await request.get('')).text()
    expect(html).toContain('<title>Rehoboth | Limpieza y mantenimiento en aerosol</title>')
  })

  test('the home page describes the company as an Organization', async ({ page }) => {
    await page.goto('')
    const organization = (await structuredData(page)).find(
      (data) => data['@type'] === 'Organization',
    )
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Rehoboth',
      url: canonicalOf(''),
      logo: expect.stringMatching(/^https?:\/\/.*\/images\//),
      address: { '@type': 'PostalAddress', addressCountry: 'CO' },
    })
    expect(organization?.contactPoint).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          '@type': 'ContactPoint',
          telephone: expect.stringMatching(/^\+57\d+$/),
        }),
      ]),
    )
  })

  for (const slug of productRoutes) {
    test(`/rehoboth/${slug} describes its Product (brand, no sample gtin13) and its breadcrumbs`, async ({
      request,
    }) => {
      const html = await (await request.get(slug)).text()
      const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1] ?? '') as JsonLd,
      )
      const product = data.find((item) => item['@type'] === 'Product')
      expect(product).toMatchObject({
        '@context': 'https://schema.org',
        name: expect.any(String),
        description: expect.stringMatching(/\S/),
        url: canonicalOf(slug),
        image: [expect.stringMatching(/^https?:\/\/.*\/images\//)],
        brand: { '@type': 'Brand', name: 'Rehoboth' },
        sku: expect.stringMatching(/^\d{13}$/),
      })
      // Every Codigo in the seed is a made-up sample: none is claimed as the product's barcode.
      expect(product).not.toHaveProperty('gtin13')

      const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList')
      const crumbs = breadcrumbs?.itemListElement as {
        position: number
        name: string
        item: string
      }[]
      expect(crumbs.map((crumb) => crumb.position)).toEqual([1, 2, 3])
      expect(crumbs[0]).toMatchObject({ name: 'Inicio', item: canonicalOf('') })
      expect(crumbs[1]?.item).toMatch(new RegExp(`^${canonicalOf('')}paraTu(Auto|Hogar|Trabajo)$`))
      expect(crumbs[2]).toMatchObject({ name: product?.name, item: canonicalOf(slug) })
    })
  }
})

test.describe('sitemap and robots', () => {
  test('sitemap.xml lists every page of the site at its canonical address', async ({ request }) => {
    const response = await request.get('sitemap.xml')
    expect(response.status()).toBe(200)
    const addresses = [...(await response.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map(
      (match) => match[1],
    )
    expect(addresses).toHaveLength(34)
    expect([...addresses].sort()).toEqual(sitePages.map(({ path }) => canonicalOf(path)).sort())
  })

  test('robots.txt lets crawlers in and points them to the sitemap', async ({ request }) => {
    const response = await request.get('robots.txt')
    expect(response.status()).toBe(200)
    const robots = await response.text()
    expect(robots).toContain('User-agent: *')
    expect(robots).toContain(`Sitemap: ${canonicalOf('sitemap.xml')}`)
  })
})

test.describe('what the preview answers with, as the static host does', () => {
  test('pages are revalidated, hashed assets kept a year, and both carry the policy', async ({
    request,
  }) => {
    const pageResponse = await request.get('paraTuAuto')
    expect(pageResponse.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
    const policy = pageResponse.headers()['content-security-policy'] ?? ''
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/maps/)
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\S+\.apicdn\.sanity\.io/)
    expect(pageResponse.headers()['x-content-type-options']).toBe('nosniff')

    const html = await pageResponse.text()
    const pagePolicy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
      html,
    )?.[1]
    expect(pagePolicy).toMatch(/script-src 'self' 'sha256-[^']+'/)
    expect(pagePolicy).not.toContain("unsafe-inline' https://www.google.com/recaptcha/")
    expect(/script-src[^;]*'unsafe-inline'/.test(pagePolicy ?? '')).toBe(false)

    // The app's start, a hashed script the first-screen script adds after the largest paint.
    const asset = /data-app-start="\/rehoboth\/(assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(asset).toBeDefined()
    const assetResponse = await request.get(asset ?? '')
    expect(assetResponse.status()).toBe(200)
    expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(assetResponse.headers()['content-security-policy']).toBe(policy)

    const robots = await request.get('robots.txt')
    expect(robots.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  })

  test('an unknown address answers 404 with the same policy and no canonical address', async ({
    request,
  }) => {
    const response = await request.get('no-existe')
    expect(response.status()).toBe(404)
    expect(response.headers()['content-security-policy']).toContain("object-src 'none'")
    const html = await response.text()
    expect(html).toContain('<meta http-equiv="Content-Security-Policy"')
    expect(html).not.toContain('rel="canonical"')
  })
})

test.describe('the policy blocks nothing the site uses', () => {
  // Offline, reCAPTCHA is the preview server's local stand-in (web/server/offline-recaptcha).
  test('the contact page loads reCAPTCHA and the map without a violation', async ({
    page,
    problems,
  }) => {
    const violations = await watchPolicyViolations(page)
    await page.goto('Contacto')
    await waitUntilSettled(page)
    await page
      .getByRole('group', { name: 'Verificación «No soy un robot»' })
      .scrollIntoViewIfNeeded()
    await expect(page.getByRole('checkbox', { name: 'No soy un robot' })).toBeVisible()
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    // Offline the footer shows a drawn map until the visitor asks for Google's.
    const map = page.getByTestId('map-embed')
    await waitForHydrated(map)
    await map.getByRole('button', { name: 'Cargar el mapa interactivo' }).click()
    // A frame the policy refuses ends up on the browser's error page instead of the map.
    await expect
      .poll(() =>
        page.frames().some((frame) => frame.url().startsWith('https://www.google.com/maps')),
      )
      .toBe(true)
    expect(await violations()).toEqual([])
    expect(problems).toEqual([])
  })
})
