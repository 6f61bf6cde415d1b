import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './security-headers.ts'
import { modulesPreloadedAfterLoad } from '../page-boot/boot-after-load.ts'
import { brandFontHrefAttribute } from '../page-boot/markers.ts'
import { prerenderedSample } from '../page-boot/prerendered-sample.ts'
import { publishPages } from './published-pages.ts'
import { readBootFile } from '../page-boot/boot-file.ts'

// A page as React Router prerenders it: the root route's first-screen script, module preload,
// context script, the stream's data fed and closed inline, and the module that hydrates.
const page = (title: string) =>
  '<!DOCTYPE html><html lang="es-CO"><head><meta charSet="utf-8"/>' +
  `<script ${brandFontHrefAttribute}="/rehoboth/assets/font.css">/* first screen */</script>` +
  '<link rel="modulepreload" href="/rehoboth/assets/root-abc.js"/></head>' +
  `<body>${title}<script>window.__reactRouterContext = {};</script>` +
  `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(JSON.stringify([{ title }]) + '\n')});</script>` +
  '<script>window.__reactRouterContext.streamController.close();</script>' +
  '<script type="module" async="">import "/rehoboth/assets/root-abc.js";</script></body></html>'

describe('publishPages', () => {
  let site: string

  beforeEach(async () => {
    site = await mkdtemp(path.join(tmpdir(), 'published-pages-'))
    await mkdir(path.join(site, 'paraTuAuto'))
    await mkdir(path.join(site, 'assets'))
    await writeFile(path.join(site, 'index.html'), page('Inicio'))
    await writeFile(path.join(site, 'paraTuAuto', 'index.html'), page('Para tu auto'))
    await writeFile(path.join(site, '404.html'), page('Página no encontrada'))
    await writeFile(path.join(site, 'assets', 'root-abc.js'), 'export {}')
    await publishPages(site, {
      siteUrl: 'https://www.example.com/rehoboth/',
      sanityProjectId: 'abc123',
    })
  })

  afterEach(() => rm(site, { recursive: true, force: true }))

  const read = (file: string) => readFile(path.join(site, file), 'utf8')

  it('lists the prerendered pages in the sitemap, not the 404 page', async () => {
    const sitemap = await read('sitemap.xml')
    expect([...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://www.example.com/rehoboth/',
      'https://www.example.com/rehoboth/paraTuAuto',
    ])
    expect(await read('robots.txt')).toContain(
      'Sitemap: https://www.example.com/rehoboth/sitemap.xml',
    )
  })

  it('gives every page, the 404 page too, a policy with the hash of its own scripts', async () => {
    for (const file of ['index.html', 'paraTuAuto/index.html', '404.html']) {
      expect(await read(file)).toMatch(
        /<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-[^']+'/,
      )
    }
  })

  it("writes Netlify's _headers: policy everywhere, a year for assets, revalidation for pages", async () => {
    const headers = await read('_headers')
    expect(headers).toMatch(
      /^\/\*\n {2}Content-Security-Policy: [^\n]*https:\/\/abc123\.apicdn\.sanity\.io/,
    )
    expect(headers).toMatch(/^ {2}Strict-Transport-Security: max-age=31536000; includeSubDomains$/m)
    expect(headers).toMatch(/^ {2}Permissions-Policy: camera=\(\), microphone=\(\)/m)
    expect(headers).not.toContain('X-Frame-Options')
    for (const address of ['/rehoboth/assets/root-abc.js', '/assets/root-abc.js']) {
      expect(headers).toContain(`${address}\n  Cache-Control: public, max-age=31536000, immutable`)
    }
    // Named one by one: an asset that does not exist gets its 404 without a year of caching.
    expect(headers).not.toContain('assets/*')
    for (const address of ['/rehoboth/', '/rehoboth/paraTuAuto', '/rehoboth/paraTuAuto/']) {
      expect(headers).toContain(`${address}\n  Cache-Control: public, max-age=0, must-revalidate`)
    }
    // Two addresses each for root-abc.js, the hydration data files of the two pages and 404, and
    // the app-start script.
    expect(headers.match(/immutable/g)?.length).toBe(2 * (1 + 3 + 1))
    expect(headers.match(/must-revalidate/g)).toHaveLength(3)
  })

  it('stops with the page named when its markup is not what it rewrites', async () => {
    const broken = await mkdtemp(path.join(tmpdir(), 'published-broken-'))
    try {
      await writeFile(
        path.join(broken, 'index.html'),
        '<!DOCTYPE html><html><body>Hola</body></html>',
      )
      await expect(
        publishPages(broken, {
          siteUrl: 'https://www.example.com/rehoboth/',
          sanityProjectId: 'a',
        }),
      ).rejects.toThrow(/^index\.html: The page has no hydration data scripts/)
    } finally {
      await rm(broken, { recursive: true, force: true })
    }
  })

  it("moves a page's hydration data to a file among the assets, which the app fetches as it starts", async () => {
    const html = await read('paraTuAuto/index.html')
    expect(html).not.toContain('streamController.enqueue(')
    expect(html).not.toContain('streamController.close();</script>')
    const dataFile =
      /&quot;hydrationData&quot;:&quot;\/rehoboth\/(assets\/hydration-[\w-]+\.txt)&quot;/.exec(
        html,
      )?.[1]
    // After React Router's scripts, which start the app with it (web/page-boot/boot-file.ts).
    expect(readBootFile(await read(dataFile ?? 'missing')).data).toBe(
      '[{"title":"Para tu auto"}]\n',
    )
  })
})

describe("publishPages on React Router's own output", () => {
  let site: string
  let prerendered: string

  beforeEach(async () => {
    site = await mkdtemp(path.join(tmpdir(), 'published-sample-'))
    prerendered = await readFile(prerenderedSample, 'utf8')
    await mkdir(path.join(site, 'Contacto'), { recursive: true })
    await mkdir(path.join(site, 'assets'))
    await writeFile(path.join(site, 'Contacto', 'index.html'), prerendered)
    await publishPages(site, {
      siteUrl: 'https://www.example.com/rehoboth/',
      sanityProjectId: 'abc123',
    })
  })

  afterEach(() => rm(site, { recursive: true, force: true }))

  it('leaves nothing that loads or runs the app before the largest paint', async () => {
    const html = await readFile(path.join(site, 'Contacto', 'index.html'), 'utf8')
    expect(prerendered).toContain('<script type="module"')
    expect(html).not.toMatch(/<link[^>]*modulepreload/)
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('streamController.enqueue(')
    expect(html).not.toContain('<script>window.__reactRouterContext')
  })

  it('preloads the same modules later, and its policy allows the scripts it holds back', async () => {
    const html = await readFile(path.join(site, 'Contacto', 'index.html'), 'utf8')
    const preloadsBefore = [...prerendered.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)]
    expect(modulesPreloadedAfterLoad(html)).toEqual(preloadsBefore.map(([, href]) => href))
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? ''
    const heldBack = [
      /<script type="module" async="">[\s\S]*?<\/script>/,
      /<script>window\.__reactRouterContext = [\s\S]*?<\/script>/,
    ].map((script) => script.exec(prerendered)?.[0] ?? 'missing')
    for (const hash of inlineScriptHashes(heldBack.join(''))) expect(policy).toContain(hash)
  })
})
