import { expect, test, waitUntilSettled } from './fixtures'
import { sitePages } from './site-pages'
import { saveFullPageScreenshot } from './page-screenshots'

const widths = [390, 1280]

test.describe('screenshots of every page', () => {
  for (const width of widths) {
    test.describe(`${width} px wide`, () => {
      test.use({ viewport: { width, height: 900 } })

      for (const { path } of sitePages) {
        test(`/rehoboth/${path}`, async ({ page }, testInfo) => {
          await page.goto(path)
          await waitUntilSettled(page)

          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          )
          expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0)
          await saveFullPageScreenshot(page, testInfo, `${path || 'inicio'}-${width}`)
        })
      }
    })
  }
})
