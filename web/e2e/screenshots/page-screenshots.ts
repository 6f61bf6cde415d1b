import type { Page } from '@playwright/test'

/**
 * Scrolls through the page so that its lazily loaded images arrive, then saves a full-page
 * screenshot to `path`.
 */
export async function saveFullPageScreenshot(page: Page, path: string) {
  await page.evaluate(async () => {
    for (let top = 0; top < document.body.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    window.scrollTo(0, 0)
  })
  // Images scrolled past load; those beside the view (a carousel's hidden slides) never need to.
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => {
        const box = image.getBoundingClientRect()
        return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth
      })
      .every((image) => image.complete),
  )
  await fullPageScreenshot(page, path)
}

/**
 * A screenshot of the whole page. Sections below the first screen skip their rendering until the
 * visitor scrolls near them (content-visibility: auto), which would leave them blank in a
 * full-page capture; the capture renders them all.
 */
export async function fullPageScreenshot(page: Page, path: string) {
  // From the top, so the sticky header is drawn in its place rather than where the view was.
  await page.evaluate(() => window.scrollTo(0, 0))
  const renderEverything = await page.addStyleTag({
    content: '* { content-visibility: visible !important; }',
  })
  await page.screenshot({ path, fullPage: true })
  await renderEverything.evaluate((style) => (style as HTMLStyleElement).remove())
}
