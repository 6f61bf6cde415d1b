import type { Page } from '@playwright/test'
import { expect, test, waitForBrandFont } from './fixtures'

/** When the brand font's stylesheet and font file were requested, against the page's own milestones. */
function fontTimings(page: Page) {
  return page.evaluate(async () => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const starts = (pattern: RegExp) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => pattern.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime)
    const largestPaint = await new Promise<number>((resolve) => {
      new PerformanceObserver((entries) => {
        resolve(entries.getEntries().at(-1)?.startTime ?? Number.NaN)
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    return {
      largestPaint,
      domContentLoaded: navigation?.domContentLoadedEventStart ?? Number.NaN,
      load: navigation?.loadEventStart ?? Number.NaN,
      stylesheet: starts(/\/assets\/wght-[^/]+\.css$/),
      font: starts(/\/assets\/montserrat-latin-wght-normal-[^/]+\.woff2$/),
    }
  })
}

test('a first visit paints in the fallback and fetches Montserrat only once the largest image is painted', async ({
  page,
}) => {
  await page.goto('Contacto')
  await waitForBrandFont(page)
  const timings = await fontTimings(page)
  expect(timings.stylesheet).toHaveLength(1)
  expect(timings.font).toHaveLength(1)
  expect(timings.stylesheet[0]).toBeGreaterThanOrEqual(timings.load)
  expect(timings.stylesheet[0]).toBeGreaterThan(timings.largestPaint)
  expect(timings.font[0]).toBeGreaterThan(timings.largestPaint)
})

test('later pages in the same tab take the cached font at once', async ({ page }) => {
  await page.goto('Contacto')
  await waitForBrandFont(page)
  await page.goto('paraTuAuto')
  await waitForBrandFont(page)
  const timings = await fontTimings(page)
  expect(timings.stylesheet[0]).toBeLessThan(timings.domContentLoaded)
})
