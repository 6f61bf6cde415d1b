import { expect, test, waitForApp } from './fixtures'
import { catalogues, seedProduct } from './catalogue-pages'

test.describe('the catalogues', () => {
  for (const catalogue of catalogues) {
    test(`/rehoboth/${catalogue.path} shows exactly its cards, in order, each opening its product`, async ({
      page,
    }) => {
      await page.goto(catalogue.path)
      await waitForApp(page)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(catalogue.heading)

      const cards = main.getByRole('article')
      const slugs = catalogue.sections.flatMap((section) => section.slugs)
      await expect(cards).toHaveCount(slugs.length)
      await expect(cards.getByRole('heading')).toHaveText(
        slugs.map((slug) => seedProduct(slug).title),
      )
      for (const [index, slug] of slugs.entries()) {
        const { title, cardDescription } = seedProduct(slug)
        const card = cards.nth(index)
        await expect(card.getByRole('img')).toBeVisible()
        await expect(card).toContainText(cardDescription)
        await expect(card.getByRole('link', { name: `Ver Detalles de ${title}` })).toHaveAttribute(
          'href',
          `/rehoboth/${slug}`,
        )
      }

      for (const section of catalogue.sections) {
        if (!section.heading) continue
        const region = main.getByRole('region', { name: section.heading })
        await expect(region.getByRole('article')).toHaveCount(section.slugs.length)
      }
    })
  }

  test('/rehoboth/paraTuTrabajo says “Pendiente” while it has no products', async ({ page }) => {
    await page.goto('paraTuTrabajo')
    await waitForApp(page)
    await expect(page.getByRole('main').getByText('Pendiente', { exact: true })).toBeVisible()
  })

  test('a card’s “Ver Detalles” opens the product page', async ({ page }) => {
    await page.goto('paraTuHogar')
    await waitForApp(page)
    await page.getByRole('link', { name: 'Ver Detalles de LUSTRAMUEBLES' }).click()
    await expect(page).toHaveURL(/\/rehoboth\/FurniturePolish$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('LUSTRAMUEBLES')
  })
})
