import type { Page } from '@playwright/test'
import { brandFontLoadedKey } from '../page-boot/markers.ts'
import { expect, test, waitForApp, waitForBrandFont } from './fixtures'

/**
 * When the brand font's stylesheet and font file were requested and when they arrived, against the
 * page's own milestones.
 */
function fontTimings(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const entries = (pattern: RegExp) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
        pattern.test(new URL(entry.name).pathname),
      )
    const stylesheet = entries(/\/assets\/wght-[^/]+\.css$/)
    const font = entries(/\/assets\/montserrat-latin-wght-normal-[^/]+\.woff2$/)
    return {
      domContentLoaded: navigation?.domContentLoadedEventStart ?? Number.NaN,
      load: navigation?.loadEventStart ?? Number.NaN,
      stylesheet: stylesheet.map((entry) => entry.startTime),
      font: font.map((entry) => entry.startTime),
      stylesheetArrived: stylesheet.map((entry) => entry.responseEnd),
      fontArrived: font.map((entry) => entry.responseEnd),
    }
  })
}

test('a first visit paints in the fallback and fetches Montserrat only after the page has loaded', async ({
  page,
}) => {
  await page.goto('Contacto')
  await waitForBrandFont(page)
  const timings = await fontTimings(page)
  expect(timings.stylesheet).toHaveLength(1)
  expect(timings.font).toHaveLength(1)
  expect(timings.stylesheet[0]).toBeGreaterThanOrEqual(timings.load)
  expect(timings.font[0]).toBeGreaterThanOrEqual(timings.load)
  // It also waits for the high-priority image's decode and Chromium's LCP entry for it
  // (afterLargestPaint, unit-tested in web/page-boot/boot-after-load.test.ts); hero-lcp.spec checks that no
  // image starts before that entry.
})

test('the font file and its stylesheet come together, and the stylesheet applies once the file is in', async ({
  page,
}) => {
  // Faces declared before their file is in are laid out twice: once declared, again loaded.
  await page.addInitScript(() => {
    const added: number[] = []
    Object.assign(window, { brandStylesheetAdded: added })
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') {
            if (/\/assets\/wght-[^/]+\.css$/.test(node.href)) added.push(performance.now())
          }
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('Contacto')
  await waitForBrandFont(page)
  const timings = await fontTimings(page)
  const added = await page.evaluate(
    () => (window as unknown as { brandStylesheetAdded: number[] }).brandStylesheetAdded,
  )
  expect(timings.stylesheet).toHaveLength(1)
  expect(timings.font).toHaveLength(1)
  expect(timings.font[0]).toBeLessThanOrEqual(timings.stylesheetArrived[0]!)
  expect(added).toHaveLength(1)
  expect(added[0]).toBeGreaterThanOrEqual(timings.fontArrived[0]!)
})

test('later pages in the same tab take the cached font at once', async ({ page }) => {
  await page.goto('Contacto')
  await waitForBrandFont(page)
  // The faces can report loaded a moment before the stylesheet's load event notes it for the tab.
  await page.waitForFunction((key) => sessionStorage.getItem(key) === '1', brandFontLoadedKey)
  await page.goto('paraTuAuto')
  await waitForBrandFont(page)
  const timings = await fontTimings(page)
  expect(timings.stylesheet[0]).toBeLessThan(timings.domContentLoaded)
})

test("the app's start leaves the fallback font faces alone: no page-wide relayout for them", async ({
  page,
}) => {
  // Each time a stylesheet with font faces comes or goes, the browser matches the fonts again and
  // lays out the whole page: as a plain <style> in the head, they stay as the page was served.
  await page.addInitScript(() => {
    const changes: string[] = []
    Object.assign(window, { fontFaceStyleChanges: changes })
    const hasFontFaces = (node: Node) =>
      node instanceof HTMLStyleElement && (node.textContent ?? '').includes('@font-face')
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (hasFontFaces(node)) changes.push('added')
        for (const node of record.removedNodes) if (hasFontFaces(node)) changes.push('removed')
      }
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('RestauradorDeFaros')
  await waitForApp(page)
  const stylesWithFallbackFaces = await page.evaluate(
    () =>
      [...document.querySelectorAll('head style')].filter((style) =>
        /font-family:\s*'Montserrat Fallback'/.test(style.textContent ?? ''),
      ).length,
  )
  expect(stylesWithFallbackFaces).toBe(1)
  // The parser's own insertion of the served <style> is the one addition.
  expect(
    await page.evaluate(
      () => (window as unknown as { fontFaceStyleChanges: string[] }).fontFaceStyleChanges,
    ),
  ).toEqual(['added'])
})
