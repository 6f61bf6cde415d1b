import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '../publish/security-headers.ts'
import { bootAfterLoad } from './boot-after-load.ts'
import { loadPage, moduleCode, prerendered } from './testing/booting-page.ts'
import {
  bootOptionsAttribute,
  brandFontHrefAttribute,
  LARGEST_PAINT_WAIT_MS,
  moduleAfterLoadAttribute,
} from './markers.ts'
import { UnexpectedMarkupError } from './react-router-contract.ts'

describe('bootAfterLoad', () => {
  const published = bootAfterLoad(prerendered)

  it('keeps no module preload or module script that would load before the page has painted', () => {
    expect(published).not.toContain('<link rel="modulepreload"')
    expect(published).not.toContain('<script type="module"')
    expect(published).toContain('<link rel="stylesheet" href="/rehoboth/assets/root.css"/>')
  })

  it("keeps the module script's text byte for byte, so its hash still allows it", () => {
    expect(published).toMatch(
      new RegExp(
        `<script type="text/plain" ${moduleAfterLoadAttribute}="" ${bootOptionsAttribute}="[^"]*">` +
          `${moduleCode.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</script>`,
      ),
    )
    expect(inlineScriptHashes(published)).toEqual(
      expect.arrayContaining(inlineScriptHashes(prerendered)),
    )
  })

  it('stops the build when the page lacks the markup it rewrites', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Hola</p></body></html>'
    expect(() => bootAfterLoad(plain)).toThrow(UnexpectedMarkupError)
    expect(() => bootAfterLoad(plain)).toThrow(/no module script/)
    const noStarter = prerendered.replace(`<script ${brandFontHrefAttribute}=`, '<script data-x=')
    expect(() => bootAfterLoad(noStarter)).toThrow(/no first-screen script/)
    const noPreloads = prerendered.replace(/<link rel="modulepreload"[^>]*>/g, '')
    expect(() => bootAfterLoad(noPreloads)).toThrow(/no module preloads/)
    const noContext = prerendered.replace('window.__reactRouterContext = {}', 'other()')
    expect(() => bootAfterLoad(noContext, '/data.txt')).toThrow(/no React Router context/)
  })

  it('stops the build when markup it should have moved is still there afterwards', () => {
    const reordered = prerendered.replace(
      '<link rel="modulepreload" href="/rehoboth/assets/manifest-1.js"/>',
      '<link href="/rehoboth/assets/manifest-1.js" rel="modulepreload"/>',
    )
    expect(() => bootAfterLoad(reordered)).toThrow(/still has a module preload/)
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

  it('starts once the page has arrived when the visitor presses a key while it is arriving', async () => {
    const pressedEarly = published.replace(
      '<body>',
      '<body><script>document.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }))</script>',
    )
    const page = loadPage(pressedEarly)
    await page.loaded()
    expect(page.startedModules()).toEqual([moduleCode])
    page.dom.window.close()
  })

  it('starts at once when the visitor presses a key before the page has loaded, and only once', async () => {
    const page = loadPage(published)
    const loaded = page.loaded()
    page.document.dispatchEvent(new page.dom.window.KeyboardEvent('keydown', { bubbles: true }))
    // As soon as the app-start script it adds has come.
    await new Promise((resolve) => page.dom.window.setTimeout(resolve, 0))
    expect(page.startedModules()).toEqual([moduleCode])

    await loaded
    await page.settle()
    expect(page.startedModules()).toEqual([moduleCode])
    page.dom.window.close()
  })
})
