import { expect, test, waitForApp, waitForBrandFont } from './fixtures'
import { CLS_BUDGET, horizontalOverflow, recordLayoutShifts } from './page-checks'
import { sitePages } from './site-pages'

// On a wide desktop; routes.spec.ts and product.spec.ts check the same on a 360 px phone.
test.use({ viewport: { width: 1440, height: 900 } })

for (const { path } of sitePages) {
  test(`/${path} keeps still at 1440 px while it loads, hydrates and takes the brand font, and fits the width`, async ({
    page,
  }) => {
    const layoutShifts = await recordLayoutShifts(page)
    await page.goto(path)
    await waitForApp(page)
    await waitForBrandFont(page)
    // Two frames: the text drawn in the brand font has been laid out and painted.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    expect(await layoutShifts()).toBeLessThanOrEqual(CLS_BUDGET)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  })
}
