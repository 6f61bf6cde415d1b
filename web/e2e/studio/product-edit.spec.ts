import { expect, lakeDocument, openDocument, servers, test } from './studio-fixtures.ts'

test('editing a product’s Presentación and publishing shows it on the product’s page', async ({
  page,
}) => {
  await openDocument(page, 'structure/products;allProducts;product-CarnaubaCarWax')
  await page.getByRole('tab', { name: 'Ficha técnica' }).click()
  await page.getByText(/^Presentación:/).click()
  const presentation = `${Date.now() % 1000} ml de prueba`
  await page.getByLabel('Valor').fill(presentation)
  await page.keyboard.press('Escape')
  await page.screenshot({ path: 'test-results/studio-product-form-1440.png' })
  const publish = page.getByRole('button', { name: 'Publicar' })
  await expect(publish).toBeEnabled()
  await publish.click()
  await expect
    .poll(async () => JSON.stringify((await lakeDocument('product-CarnaubaCarWax'))?.specs))
    .toContain(presentation)

  await page.goto(`${servers.siteUrl}CarnaubaCarWax`)
  await expect(page.getByText(presentation)).toBeVisible()
})
