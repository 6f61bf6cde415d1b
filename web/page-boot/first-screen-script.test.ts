import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { inlineScript } from './compile-script.ts'
import { brandFontHrefAttribute, firstScreenPendingAttribute } from './markers.ts'

// The first-screen script as the build compiles it from scripts/first-screen.ts.
const firstScreenScript = await inlineScript('first-screen')

/** A page whose <head> runs the first-screen script, as the prerendered pages do. */
function loadPage() {
  const html = [
    '<!DOCTYPE html><html><head>',
    `<script ${brandFontHrefAttribute}="/rehoboth/assets/font.css">${firstScreenScript}</script>`,
    '</head><body><img fetchpriority="high" src="hero.jpg" alt=""/>',
    // A module the page starts itself, as on the dev server: the app's start is tested elsewhere.
    '<script type="module"></script></body></html>',
  ].join('')
  const dom = new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true })
  const { window } = dom
  const pending = () => window.document.documentElement.hasAttribute(firstScreenPendingAttribute)
  const fontAdded = () => window.document.head.querySelector('link[rel="stylesheet"]') !== null
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
  return { window, pending, fontAdded, loaded, settle }
}

describe('the first-screen script', () => {
  it('holds the page below the first screen back from the start until the largest paint', async () => {
    const page = loadPage()
    expect(page.pending()).toBe(true)
    expect(page.fontAdded()).toBe(false)

    await page.loaded()
    await page.settle()

    expect(page.pending()).toBe(false)
    expect(page.fontAdded()).toBe(true)
    expect(page.window.document.head.querySelector('link[rel="stylesheet"]')).toHaveProperty(
      'href',
      expect.stringMatching(/\/rehoboth\/assets\/font\.css$/),
    )
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
})
