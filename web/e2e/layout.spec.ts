import { expect, test, waitForApp } from './fixtures'
import { sitePages } from './site-pages'

// Every page of the site and the 404 page, at the narrowest phone and a wide desktop.
const paths = [...sitePages.map((sitePage) => sitePage.path), 'no-existe']

for (const width of [360, 1440]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('every page fits without horizontal scrolling', async ({ page }) => {
      test.slow()
      for (const path of paths) {
        await page.goto(path)
        await waitForApp(page)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect.soft(overflow, `/rehoboth/${path} scrolls sideways`).toBeLessThanOrEqual(0)
      }
    })
  })
}
