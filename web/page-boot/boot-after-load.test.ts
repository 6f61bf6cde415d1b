import { JSDOM } from 'jsdom'
import { describe, expect, it, vi } from 'vitest'
import { inlineScriptHashes } from '../vite/security-headers.ts'
import { bootAfterLoad, modulesPreloadedAfterLoad } from './boot-after-load.ts'
import { inlineScript } from './compile-script.ts'
import {
  contextAfterLoadAttribute,
  LARGEST_PAINT_WAIT_MS,
  moduleAfterLoadAttribute,
} from './markers.ts'
import { UnexpectedMarkupError } from './react-router-markup.ts'

// The boot script as the build compiles it from scripts/boot.ts.
const bootScript = await inlineScript('boot')

const moduleCode = [
  'import "/rehoboth/assets/manifest-1.js";',
  'import * as route0 from "/rehoboth/assets/root-2.js";',
  'window.__reactRouterRouteModules = {"root":route0};',
  'import("/rehoboth/assets/entry.client-3.js");',
].join('\n')

const prerendered = [
  '<!DOCTYPE html><html lang="es-CO"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/rehoboth/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/rehoboth/assets/entry.client-3.js"/>',
  '<link rel="stylesheet" href="/rehoboth/assets/root.css"/>',
  '</head><body><main><img src="hero.jpg" alt=""/></main>',
  '<script>window.__reactRouterContext = {}</script>',
  `<script type="module" async="">${moduleCode}</script>`,
  '</body></html>',
].join('')

/** Loads the rewritten page in jsdom with its inline scripts running, as a browser would. */
function loadPage(html: string, beforeParse?: (window: JSDOM['window']) => void) {
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    ...(beforeParse && { beforeParse }),
  })
  const { document } = dom.window
  const startedModules = () =>
    [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.textContent)
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    )
  const nextFrame = () => new Promise((resolve) => dom.window.requestAnimationFrame(resolve))
  const settle = async () => {
    for (let frame = 0; frame < 3; frame++) await nextFrame()
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  const loaded = () =>
    new Promise((resolve) => dom.window.addEventListener('load', resolve, { once: true }))
  return { dom, document, startedModules, preloads, settle, loaded }
}

describe('bootAfterLoad', () => {
  const published = bootAfterLoad(prerendered, bootScript)

  it('keeps no module preload or module script that would load before the page has painted', () => {
    expect(published).not.toContain('<link rel="modulepreload"')
    expect(published).not.toContain('<script type="module"')
    expect(published).toContain('<link rel="stylesheet" href="/rehoboth/assets/root.css"/>')
  })

  it("keeps the module script's text byte for byte, so its hash still allows it", () => {
    expect(published).toContain(
      `<script type="text/plain" ${moduleAfterLoadAttribute}="">${moduleCode}</script>`,
    )
    expect(inlineScriptHashes(published)).toEqual(
      expect.arrayContaining(inlineScriptHashes(prerendered)),
    )
  })

  it('stops the build when the page lacks the markup it rewrites', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Hola</p></body></html>'
    expect(() => bootAfterLoad(plain, bootScript)).toThrow(UnexpectedMarkupError)
    expect(() => bootAfterLoad(plain, bootScript)).toThrow(/no module script/)
    const noPreloads = prerendered.replace(/<link rel="modulepreload"[^>]*>/g, '')
    expect(() => bootAfterLoad(noPreloads, bootScript)).toThrow(/no module preloads/)
    const noContext = prerendered.replace('window.__reactRouterContext = {}', 'other()')
    expect(() => bootAfterLoad(noContext, bootScript, '/data.txt')).toThrow(
      /no React Router context/,
    )
  })

  it('stops the build when markup it should have moved is still there afterwards', () => {
    const reordered = prerendered.replace(
      '<link rel="modulepreload" href="/rehoboth/assets/manifest-1.js"/>',
      '<link href="/rehoboth/assets/manifest-1.js" rel="modulepreload"/>',
    )
    expect(() => bootAfterLoad(reordered, bootScript)).toThrow(/still has a module preload/)
  })

  it('starts the module, with its preloads, only once the page has loaded', async () => {
    const page = loadPage(published)
    expect(page.startedModules()).toEqual([])
    await page.loaded()
    expect(page.startedModules()).toEqual([])

    await page.settle()

    expect(page.startedModules()).toEqual([moduleCode])
    expect(page.preloads()).toEqual([
      '/rehoboth/assets/manifest-1.js',
      '/rehoboth/assets/entry.client-3.js',
    ])
    page.dom.window.close()
  })

  it('waits until the high-priority images are decoded, ready to paint', async () => {
    const hero = published.replace(
      '<img src="hero.jpg"',
      '<img fetchpriority="high" src="hero.jpg"',
    )
    let decoded = () => {}
    const page = loadPage(hero, (window) => {
      window.HTMLImageElement.prototype.decode = () =>
        new Promise<void>((resolve) => (decoded = resolve))
    })
    await page.loaded()
    await page.settle()
    expect(page.startedModules()).toEqual([])

    decoded()
    await page.settle()

    expect(page.startedModules()).toEqual([moduleCode])
    page.dom.window.close()
  })

  describe('in a browser that reports its largest paints', () => {
    const hero = published.replace(
      '<img src="hero.jpg"',
      '<img fetchpriority="high" src="hero.jpg"',
    )

    /** A page whose PerformanceObserver reports largest paints only when the test says so. */
    function loadReportingPage() {
      let report: (element: Element | null) => void = () => {}
      const page = loadPage(hero, (window) => {
        window.HTMLImageElement.prototype.decode = () => Promise.resolve()
        class LargestPaintObserver {
          static supportedEntryTypes = ['largest-contentful-paint']
          constructor(
            callback: (list: { getEntries: () => { element: Element | null }[] }) => void,
          ) {
            report = (element) => callback({ getEntries: () => [{ element }] })
          }
          observe() {}
          disconnect() {
            report = () => {}
          }
        }
        Object.assign(window, { PerformanceObserver: LargestPaintObserver })
      })
      return { ...page, report: (element: Element | null) => report(element) }
    }

    it('waits until the high-priority image is reported as the largest paint', async () => {
      const page = loadReportingPage()
      await page.loaded()
      await page.settle()
      page.report(page.document.querySelector('main'))
      await page.settle()
      expect(page.startedModules()).toEqual([])

      page.report(page.document.querySelector('img'))
      await page.settle()

      expect(page.startedModules()).toEqual([moduleCode])
      page.dom.window.close()
    })

    it(`starts anyway ${LARGEST_PAINT_WAIT_MS} ms after the decode when that report never comes`, async () => {
      const page = loadReportingPage()
      await page.loaded()
      await page.settle()
      expect(page.startedModules()).toEqual([])

      await new Promise((resolve) => setTimeout(resolve, LARGEST_PAINT_WAIT_MS))
      await page.settle()

      expect(page.startedModules()).toEqual([moduleCode])
      page.dom.window.close()
    })
  })

  it('starts at once when the visitor presses a key before the page has loaded, and only once', async () => {
    const page = loadPage(published)
    page.document.dispatchEvent(new page.dom.window.KeyboardEvent('keydown', { bubbles: true }))
    expect(page.startedModules()).toEqual([moduleCode])

    await page.loaded()
    await page.settle()
    expect(page.startedModules()).toEqual([moduleCode])
    page.dom.window.close()
  })

  describe('with the hydration data in a file of its own', () => {
    const dataUrl = '/rehoboth/assets/hydration-abc.txt'
    const contextCode =
      'window.__reactRouterContext = { streamController: {' +
      ' enqueue: function (text) { fed.push(text) }, close: function () { fed.push("(closed)") } } };' +
      ' window.fed = []'
    // React Router's context script, with a stand-in for its stream that records what it is fed.
    const withData = bootAfterLoad(
      prerendered.replace(
        '<script>window.__reactRouterContext = {}</script>',
        `<script>${contextCode}</script>`,
      ),
      bootScript,
      dataUrl,
    )

    /** The page with a stand-in fetch and a stand-in for React Router's hydration stream. */
    function loadPageWithData(answers: Array<() => Promise<Response>>) {
      const requested: string[] = []
      const page = loadPage(withData, (window) => {
        window.fetch = (input: RequestInfo | URL) => {
          requested.push(String(input))
          const answer = answers.shift()
          return answer ? answer() : new Promise<Response>(() => {})
        }
      })
      const fed = () => (page.dom.window as unknown as { fed: string[] }).fed
      return { ...page, fed, requested }
    }

    it('fetches the data when it starts the app and feeds it to React Router, then closes', async () => {
      const page = loadPageWithData([async () => new Response('[{"loaderData":{}}]\n')])
      await page.loaded()
      expect(page.requested).toEqual([])

      await page.settle()

      expect(page.requested).toEqual([dataUrl])
      expect(page.fed()).toEqual(['[{"loaderData":{}}]\n', '(closed)'])
      expect(page.startedModules()).toEqual([moduleCode])
      page.dom.window.close()
    })

    it('keeps the page as it is and tries again later when the data cannot be fetched', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout'] })
      try {
        const page = loadPageWithData([
          async () => new Response('', { status: 503 }),
          () => Promise.reject(new TypeError('Failed to fetch')),
          async () => new Response('[1]\n'),
        ])
        page.document.dispatchEvent(new page.dom.window.KeyboardEvent('keydown', { bubbles: true }))
        await vi.advanceTimersByTimeAsync(0)
        expect(page.requested).toHaveLength(1)
        expect(page.fed()).toEqual([])

        await vi.advanceTimersByTimeAsync(1000)
        expect(page.requested).toHaveLength(2)
        expect(page.fed()).toEqual([])

        await vi.advanceTimersByTimeAsync(1999)
        expect(page.requested).toHaveLength(2)
        await vi.advanceTimersByTimeAsync(1)
        expect(page.requested).toEqual([dataUrl, dataUrl, dataUrl])
        expect(page.fed()).toEqual(['[1]\n', '(closed)'])
        page.dom.window.close()
      } finally {
        vi.useRealTimers()
      }
    })

    it("sets React Router's context up only when it starts the app, from its text kept byte for byte", async () => {
      expect(withData).toContain(
        `<script type="text/plain" ${contextAfterLoadAttribute}="">${contextCode}</script>`,
      )
      expect(inlineScriptHashes(withData)).toEqual(
        expect.arrayContaining(inlineScriptHashes(`<script>${contextCode}</script>`)),
      )
      const page = loadPageWithData([async () => new Response('[1]\\n')])
      await page.loaded()
      expect(page.dom.window).not.toHaveProperty('__reactRouterContext')

      await page.settle()

      expect(page.dom.window).toHaveProperty('__reactRouterContext')
      expect(page.fed()).toEqual(['[1]\\n', '(closed)'])
      page.dom.window.close()
    })

    it('leaves the context script in place when the page feeds its stream itself', () => {
      expect(bootAfterLoad(prerendered, bootScript)).toContain(
        '<script>window.__reactRouterContext = {}</script>',
      )
    })

    it('names the data file in its options, beside the preloads', () => {
      expect(modulesPreloadedAfterLoad(withData)).toEqual([
        '/rehoboth/assets/manifest-1.js',
        '/rehoboth/assets/entry.client-3.js',
      ])
      expect(withData).toContain(`&quot;hydrationData&quot;:&quot;${dataUrl}&quot;`)
    })
  })
})
