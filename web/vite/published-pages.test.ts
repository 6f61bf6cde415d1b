import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { publishPages } from './published-pages.ts'

const page = (body: string) =>
  `<!DOCTYPE html><html lang="es-CO"><head><meta charSet="utf-8"/></head><body>${body}<script>hydrate()</script></body></html>`

// React Router's scripts: the stream's data fed and closed inline, and the module that hydrates.
const appScripts =
  '<script>window.__reactRouterContext.streamController.enqueue("[{\\"title\\":\\"Para tu auto\\"}]\\n");</script>' +
  '<script>window.__reactRouterContext.streamController.close();</script>' +
  '<script type="module" async="">import "/rehoboth/assets/root-abc.js";</script>'

describe('publishPages', () => {
  let site: string

  beforeEach(async () => {
    site = await mkdtemp(path.join(tmpdir(), 'published-pages-'))
    await mkdir(path.join(site, 'paraTuAuto'))
    await mkdir(path.join(site, 'assets'))
    await writeFile(path.join(site, 'index.html'), page('Inicio'))
    await writeFile(path.join(site, 'paraTuAuto', 'index.html'), page(`Para tu auto${appScripts}`))
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
    expect(headers).toContain(
      '/rehoboth/assets/*\n  Cache-Control: public, max-age=31536000, immutable',
    )
    for (const address of ['/rehoboth/', '/rehoboth/paraTuAuto', '/rehoboth/paraTuAuto/']) {
      expect(headers).toContain(`${address}\n  Cache-Control: public, max-age=0, must-revalidate`)
    }
    expect(headers.match(/Cache-Control/g)).toHaveLength(5)
  })

  it("moves a page's hydration data to a file among the assets, which its boot script fetches", async () => {
    const html = await read('paraTuAuto/index.html')
    expect(html).not.toContain('streamController.enqueue(')
    expect(html).not.toContain('streamController.close();</script>')
    const dataFile = /"hydrationData":"\/rehoboth\/(assets\/hydration-[\w-]+\.txt)"/.exec(html)?.[1]
    expect(await read(dataFile ?? 'missing')).toBe('[{"title":"Para tu auto"}]\n')
  })
})
