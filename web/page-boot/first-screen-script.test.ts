import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { inlineScript } from './compile-script.ts'
import {
  appStartAttribute,
  brandFontFileAttribute,
  brandFontHrefAttribute,
  firstScreenPendingAttribute,
  heldStylesAttribute,
} from './markers.ts'

// The first-screen script as the build compiles it from scripts/first-screen.ts.
const firstScreenScript = await inlineScript('first-screen')

/** A page whose <head> runs the first-screen script, as the prerendered pages do. */
function loadPage({
  fontFile = true,
  preloads: canPreload = true,
  heldStyles = false,
  cookie = '',
} = {}) {
  const fileAttribute = fontFile ? ` ${brandFontFileAttribute}="/rehoboth/assets/latin.woff2"` : ''
  const heldAttribute = heldStyles ? ` ${heldStylesAttribute}="/rehoboth/assets/held.css"` : ''
  const startAttribute = ` ${appStartAttribute}="/rehoboth/assets/app-start.js"`
  const html = [
    '<!DOCTYPE html><html><head>',
    `<script${heldAttribute}${startAttribute} ${brandFontHrefAttribute}="/rehoboth/assets/font.css"${fileAttribute}>`,
    `${firstScreenScript}</script>`,
    '</head><body><img fetchpriority="high" src="hero.jpg" alt=""/>',
    // A module the page starts itself, as on the dev server: the app's start is tested elsewhere.
    '<script type="module"></script></body></html>',
  ].join('')
  const dom = new JSDOM(html, {
    url: 'http://localhost/rehoboth/',
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    // jsdom fetches no preloads and says it has none; the browsers the site serves have them.
    beforeParse(window) {
      if (cookie) window.document.cookie = cookie
      const supports = window.DOMTokenList.prototype.supports
      window.DOMTokenList.prototype.supports = function (token: string) {
        return token === 'preload' ? canPreload : supports.call(this, token)
      }
    },
  })
  const { window } = dom
  const pending = () => window.document.documentElement.hasAttribute(firstScreenPendingAttribute)
  const fontAdded = () =>
    window.document.head.querySelector('link[rel="stylesheet"][href$="font.css"]') !== null
  const heldStylesheet = () =>
    window.document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href$="held.css"]')
  const preloads = () =>
    [...window.document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
      (link) => ({
        link,
        as: link.as,
        href: link.getAttribute('href'),
        crossOrigin: link.crossOrigin,
      }),
    )
  // jsdom fetches no preloads: the test says when each file has come.
  const arrive = (link: HTMLLinkElement, event: 'load' | 'error' = 'load') =>
    link.dispatchEvent(new window.Event(event))
  const loaded = () =>
    new Promise((resolve) =>
      window.document.readyState === 'complete'
        ? resolve(undefined)
        : window.addEventListener('load', resolve, { once: true }),
    )
  const settle = async () => {
    for (let frame = 0; frame < 3; frame++) {
      await new Promise((resolve) => window.requestAnimationFrame(resolve))
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  // jsdom fetches no scripts either: the app-start script's tag is the app starting.
  const appStarted = () =>
    window.document.head.querySelector('script[src$="app-start.js"]') !== null
  return {
    window,
    pending,
    fontAdded,
    heldStylesheet,
    preloads,
    arrive,
    loaded,
    settle,
    appStarted,
  }
}

/** A page as the first-screen script leaves it once the largest paint is on show. */
async function afterLargestPaint(options?: Parameters<typeof loadPage>[0]) {
  const page = loadPage(options)
  await page.loaded()
  await page.settle()
  return page
}

describe('the first-screen script', () => {
  it('holds the page below the first screen back from the start until the largest paint', async () => {
    const page = loadPage()
    expect(page.pending()).toBe(true)
    expect(page.preloads()).toEqual([])

    await page.loaded()
    await page.settle()

    expect(page.pending()).toBe(false)
    page.window.close()
  })

  it("fetches the brand font's stylesheet and file together after the largest paint, and applies the stylesheet once both are in", async () => {
    const page = await afterLargestPaint()

    const [stylesheet, file, ...others] = page.preloads()
    expect([stylesheet, file, others]).toEqual([
      expect.objectContaining({ as: 'style', href: '/rehoboth/assets/font.css' }),
      expect.objectContaining({
        as: 'font',
        href: '/rehoboth/assets/latin.woff2',
        crossOrigin: 'anonymous',
      }),
      [],
    ])
    page.arrive(file!.link)
    expect(page.fontAdded()).toBe(false)
    page.arrive(stylesheet!.link)
    expect(page.window.document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1)
    expect(page.window.document.head.querySelector('link[rel="stylesheet"]')).toHaveProperty(
      'href',
      expect.stringMatching(/\/rehoboth\/assets\/font\.css$/),
    )
    page.window.close()
  })

  it('applies the stylesheet when the font file fails to come, which then fetches it itself', async () => {
    const page = await afterLargestPaint()

    const [stylesheet, file] = page.preloads()
    page.arrive(stylesheet!.link)
    page.arrive(file!.link, 'error')
    expect(page.fontAdded()).toBe(true)
    page.window.close()
  })

  it('adds the stylesheet at once in a browser without preloads', async () => {
    const page = await afterLargestPaint({ preloads: false })

    expect(page.preloads()).toEqual([])
    expect(page.fontAdded()).toBe(true)
    page.window.close()
  })

  it('waits for the stylesheet alone on a page that names no font file', async () => {
    const page = await afterLargestPaint({ fontFile: false })

    const preloads = page.preloads()
    expect(preloads.map(({ as }) => as)).toEqual(['style'])
    page.arrive(preloads[0]!.link)
    expect(page.fontAdded()).toBe(true)
    page.window.close()
  })

  it('lets the held sections go after the largest paint only once their stylesheet is in, never unstyled', async () => {
    const page = loadPage({ heldStyles: true })
    expect(page.heldStylesheet()).toBeNull()

    await page.loaded()
    await page.settle()
    const stylesheet = page.heldStylesheet()
    expect(stylesheet).not.toBeNull()
    expect(page.pending()).toBe(true)

    page.arrive(stylesheet!)
    expect(page.pending()).toBe(false)
    page.window.close()
  })

  it('lets them go when their stylesheet fails to come', async () => {
    const page = await afterLargestPaint({ heldStyles: true })

    page.arrive(page.heldStylesheet()!, 'error')
    expect(page.pending()).toBe(false)
    page.window.close()
  })

  it("fetches the held sections' stylesheet at once when the visitor scrolls first, once", () => {
    const page = loadPage({ heldStyles: true })

    page.window.dispatchEvent(new page.window.Event('scroll'))
    page.window.dispatchEvent(new page.window.Event('keydown'))
    expect(page.window.document.head.querySelectorAll('link[href$="held.css"]')).toHaveLength(1)
    expect(page.pending()).toBe(true)
    page.arrive(page.heldStylesheet()!)
    expect(page.pending()).toBe(false)
    page.window.close()
  })

  it.each(['scroll', 'pointerdown', 'keydown'])(
    'lets it go at once when the visitor acts first (%s)',
    (type) => {
      const page = loadPage()
      expect(page.pending()).toBe(true)

      page.window.dispatchEvent(new page.window.Event(type))

      expect(page.pending()).toBe(false)
      page.window.close()
    },
  )

  it('starts the app after the largest paint, or at the first key press, once', async () => {
    const page = loadPage()
    expect(page.appStarted()).toBe(false)

    await page.loaded()
    await page.settle()
    expect(page.appStarted()).toBe(true)

    page.window.dispatchEvent(new page.window.Event('keydown'))
    expect(page.window.document.head.querySelectorAll('script[src$="app-start.js"]')).toHaveLength(
      1,
    )
    page.window.close()
  })

  it("in an editor's preview lets the app in at once, not after the largest paint", () => {
    const page = loadPage({ cookie: 'rehoboth_preview=1' })

    expect(page.window.document.readyState).not.toBe('complete')
    expect(page.appStarted()).toBe(true)
    expect(page.pending()).toBe(false)
    expect(page.preloads()).toEqual([
      expect.objectContaining({ href: '/rehoboth/assets/font.css' }),
      expect.objectContaining({ href: '/rehoboth/assets/latin.woff2' }),
    ])
    page.window.close()
  })

  it('waits for the largest paint for a visitor whose preview has ended', () => {
    const page = loadPage({ cookie: 'rehoboth_preview=' })

    expect(page.appStarted()).toBe(false)
    expect(page.pending()).toBe(true)
    page.window.close()
  })
})
