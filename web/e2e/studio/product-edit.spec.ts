import { expect, lakeDocument, openDocument, servers, test } from './studio-fixtures.ts'

test('editing a product’s Presentación and publishing shows it on the product’s page', async ({
  page,
  context,
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

  // The editor keeps the Studio open and looks at the site in a tab of its own, as the other
  // editor tests do: a Studio unloading mid-test can log an error from its presence socket.
  const site = await context.newPage()
  await site.goto(`${servers.siteUrl}CarnaubaCarWax`)
  await expect(site.getByText(presentation)).toBeVisible()
})
