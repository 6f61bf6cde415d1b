import { expect, openStudio, test } from './studio-fixtures.ts'

test('the Studio’s search finds a product by its name', async ({ page }) => {
  await openStudio(page)
  await page.getByRole('button', { name: 'Abrir búsqueda' }).click()
  await page.keyboard.type('carnauba')
  await expect(
    page.getByRole('dialog').or(page.getByRole('listbox')).getByText('CERA DE CARNAUBA').first(),
  ).toBeVisible({ timeout: 30_000 })
})
