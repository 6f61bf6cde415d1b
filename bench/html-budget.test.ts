import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { preview } from 'vite'
import { describe, expect, it } from 'vitest'
import { brotli, precompressSite } from '@rehoboth/web/publish/precompress'
import { previewStaticSite } from '@rehoboth/web/vite/preview-static-site'
import {
  checkHtmlBudget,
  HTML_BUDGET_BYTES,
  htmlParts,
  overBudgetMessage,
  PAGE_HEADERS_ALLOWANCE_BYTES,
  partSizes,
} from './html-budget.ts'
import { FIRST_ROUND_TRIP_BYTES } from './report.ts'

/** Text a compressor cannot shrink: `bytes` characters of random hex. */
const incompressible = (bytes: number) => randomBytes(bytes / 2).toString('hex')

/** A prerendered page in miniature: the parts a real one has, `extraMarkup` in its body. */
function fixturePage({ extraMarkup = '', styles = '.a{color:red}' } = {}) {
  return (
    '<!DOCTYPE html><html lang="es-CO"><head><meta charSet="utf-8"/>' +
    '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/>' +
    '<title>Rehoboth | Para tu auto</title>' +
    `<style data-styled="true">${styles}</style>` +
    '<script type="application/ld+json">{"@type":"Organization","name":"Rehoboth"}</script>' +
    '<script data-brand-font="/rehoboth/assets/wght.css">(function(){var e=1})();</script>' +
    '</head><body><header class="a"><svg viewBox="0 0 24 24"><path d="M4 6h16"></path></svg>' +
    `<a href="/rehoboth/">Inicio</a></header><main><h1>Para tu auto</h1>${extraMarkup}</main>` +
    '<script type="text/plain" data-module-after-load="">import "/rehoboth/assets/root.js";</script>' +
    '</body></html>'
  )
}

async function sent(html: string) {
  return { route: '/paraTuAuto', html, bytes: (await brotli(html)).byteLength }
}

describe('the HTML budget', () => {
  it('is what the first round trip brings less the headers', () => {
    expect(HTML_BUDGET_BYTES).toBe(FIRST_ROUND_TRIP_BYTES - PAGE_HEADERS_ALLOWANCE_BYTES)
  })

  it('passes a page whose Brotli HTML is within it', async () => {
    expect(await checkHtmlBudget(await sent(fixturePage()), brotli)).toBeUndefined()
  })

  it('fails a page made larger, naming it, its size and its three biggest parts', async () => {
    const page = await sent(
      fixturePage({
        extraMarkup: `<p>${incompressible(28_000)}</p>`,
        styles: incompressible(2_000),
      }),
    )
    const over = await checkHtmlBudget(page, brotli)
    expect(over).toBeDefined()
    expect(over?.route).toBe('/paraTuAuto')
    expect(over?.bytes).toBeGreaterThan(HTML_BUDGET_BYTES)
    expect(over?.biggestParts.map((part) => part.name)).toHaveLength(3)
    expect(over?.biggestParts[0]?.name).toBe('markup')
    expect(over?.biggestParts[0]?.bytes).toBeGreaterThan(13_000)
    expect(over?.biggestParts[1]?.name).toBe('inline styles')
    const message = overBudgetMessage(over!)
    expect(message).toMatch(
      new RegExp(`^/paraTuAuto sends ${(page.bytes / 1000).toFixed(1)} KB of HTML \\(Brotli\\)`),
    )
    expect(message).toContain('over the 13.4 KB budget')
    expect(message).toMatch(/biggest parts, compressed: markup \d+\.\d KB, inline styles/)
  })

  it('weighs each part by what it adds to the compressed page', async () => {
    const html = fixturePage({ styles: incompressible(3_000) })
    const sizes = await partSizes(html, brotli)
    const styles = sizes.find((part) => part.name === 'inline styles')
    // 3000 hex characters hold 1500 random bytes: Brotli cannot store them in less.
    expect(styles?.bytes).toBeGreaterThan(1_400)
    expect(sizes[0]?.name).toBe('inline styles')
  })

  it('splits a page into parts that do not overlap', () => {
    const html = fixturePage()
    const parts = htmlParts(html)
    expect(parts.map((part) => part.name).sort()).toEqual(
      [
        'JSON-LD',
        'SVG icons',
        'head tags',
        'held app scripts',
        'inline scripts',
        'inline styles',
        'markup',
      ].sort(),
    )
    const covered = parts.flatMap((part) => part.ranges).sort(([a], [b]) => a - b)
    for (let index = 1; index < covered.length; index++) {
      expect(covered[index]![0]).toBeGreaterThanOrEqual(covered[index - 1]![1])
    }
    const text = (name: string) =>
      parts
        .find((part) => part.name === name)!
        .ranges.map(([start, end]) => html.slice(start, end))
        .join('')
    expect(text('markup')).toContain('<h1>Para tu auto</h1>')
    expect(text('markup')).not.toContain('<svg')
    expect(text('head tags')).toContain('<title>')
    expect(text('inline scripts')).toContain('data-brand-font')
  })
})

/** The bytes of a response's status line and headers, as they came over the wire. */
function headerBytes(port: number, sitePath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path: sitePath,
        headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
      },
      (response) => {
        const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`]
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          lines.push(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}`)
        }
        response.resume()
        response.on('end', () => resolve(Buffer.byteLength(lines.join('\r\n') + '\r\n\r\n')))
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

describe("the bench's server", () => {
  it('sends a page with headers within the allowance the HTML budget leaves them', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'rehoboth-headers-'))
    await writeFile(path.join(root, 'index.html'), fixturePage())
    await precompressSite(root)
    const server = await preview({
      configFile: false,
      root,
      base: '/rehoboth/',
      logLevel: 'silent',
      plugins: [previewStaticSite()],
      build: { outDir: root },
      preview: { host: '127.0.0.1', port: 0, cors: false },
    })
    try {
      const address = server.httpServer.address()
      const port = typeof address === 'object' && address ? address.port : 0
      const bytes = await headerBytes(port, '/rehoboth/')
      expect(bytes).toBeGreaterThan(800)
      expect(bytes).toBeLessThanOrEqual(PAGE_HEADERS_ALLOWANCE_BYTES)
    } finally {
      await server.close()
      await rm(root, { recursive: true, force: true })
    }
  })
})
