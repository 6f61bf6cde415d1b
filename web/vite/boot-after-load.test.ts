import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { bootAfterLoad, moduleAfterLoadAttribute } from './boot-after-load.ts'
import { inlineScriptHashes } from './security-headers.ts'

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
  const published = bootAfterLoad(prerendered)

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

  it('leaves a page without a module script as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Hola</p></body></html>'
    expect(bootAfterLoad(plain)).toBe(plain)
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

  it('starts at once when the visitor presses a key before the page has loaded, and only once', async () => {
    const page = loadPage(published)
    page.document.dispatchEvent(new page.dom.window.KeyboardEvent('keydown', { bubbles: true }))
    expect(page.startedModules()).toEqual([moduleCode])

    await page.loaded()
    await page.settle()
    expect(page.startedModules()).toEqual([moduleCode])
    page.dom.window.close()
  })
})
