import { expect, lakeDocument, openDocument, servers, test } from './studio-fixtures.ts'

test('a draft edited in the Studio stays off the site and shows in the drafts preview', async ({
  page,
  context,
}) => {
  await openDocument(page, 'structure/products;allProducts;product-AirDuster')
  await page.getByRole('tab', { name: 'Contenido' }).click()
  const subtitle = `Borrador sin publicar ${Date.now()}`
  await page.getByLabel('Subtítulo').fill(subtitle)
  await expect
    .poll(async () => (await lakeDocument('drafts.product-AirDuster'))?.subtitle, {
      timeout: 30_000,
    })
    .toBe(subtitle)

  const site = await context.newPage()
  await site.goto(`${servers.siteUrl}AirDuster`)
  // Once the app has read the lake again, the page still shows the published subtitle.
  await expect(site.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 })
  await expect(site.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(site.getByText(subtitle)).toHaveCount(0)

  // The drafts preview, opened with the offline development secret (docs/architecture.md).
  await site.goto(
    `${servers.siteUrl}api/preview?secret=vista-previa-local-solo-para-desarrollo&redirect=${encodeURIComponent('/AirDuster')}`,
  )
  await expect(site.getByText(subtitle)).toBeVisible({ timeout: 30_000 })
})
