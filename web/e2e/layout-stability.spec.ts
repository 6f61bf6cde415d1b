import type { Page } from '@playwright/test'
import { expect, test, waitForBrandFont } from './fixtures'
import { sitePages } from './site-pages'

/** The largest layout shift allowed on a page (Lighthouse's CLS budget, issue 9). */
const CLS_BUDGET = 0.02

/** Starts adding up the page's layout shifts not caused by the visitor, from its first paint. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = { total: 0 }
    Object.assign(window, { __layoutShifts: record })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) record.total += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 900 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport })

    for (const { path } of sitePages) {
      test(`/${path} keeps still while it loads, hydrates and takes the brand font`, async ({
        page,
      }) => {
        await recordLayoutShifts(page)
        await page.goto(path)
        await waitForBrandFont(page)
        // Two frames: the text drawn in the brand font has been laid out and painted.
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        )
        const shifts = await page.evaluate(
          () => (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total,
        )
        expect(shifts).toBeLessThanOrEqual(CLS_BUDGET)
      })
    }
  })
}
