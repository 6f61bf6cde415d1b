import { expect, test, waitUntilSettled } from './fixtures'

const pages = ['', 'paraTuAuto', 'RestauradorDeFaros', 'Contacto', 'no-existe']

for (const width of [360, 1440]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const path of pages) {
      test(`/rehoboth/${path} fits without horizontal scrolling`, async ({ page }) => {
        await page.goto(path)
        await waitUntilSettled(page)

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow).toBeLessThanOrEqual(0)
      })
    }
  })
}
