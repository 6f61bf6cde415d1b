import { expect, openStudio, test } from './studio-fixtures.ts'

test('the Studio’s search finds a product by its name', async ({ page }) => {
  await openStudio(page)
  // While the desk settles on a slow machine, a click on the search button can leave the search
  // closed (seen in CI, and the name typed then went nowhere): an editor clicks again, and so does
  // this, then types into the search field itself.
  const searchField = page.getByPlaceholder('Buscar', { exact: true })
  await expect(async () => {
    if (!(await searchField.isVisible())) {
      await page.getByRole('button', { name: 'Abrir búsqueda' }).click()
    }
    await expect(searchField).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  await searchField.pressSequentially('carnauba')
  await expect(
    page.getByRole('dialog').or(page.getByRole('listbox')).getByText('CERA DE CARNAUBA').first(),
  ).toBeVisible({ timeout: 30_000 })
})
