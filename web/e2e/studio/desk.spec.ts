import { expect, openStudio, test } from './studio-fixtures.ts'

test('the Studio opens offline straight on its Spanish desk, as the local editor', async ({
  page,
}) => {
  await openStudio(page)
  const desk = page.getByRole('navigation').or(page.locator('body'))
  for (const item of [
    'Configuración del sitio',
    'Página de inicio',
    'Productos',
    'Categorías',
    'Diapositivas',
    'Países',
    'Solicitudes de contacto',
  ]) {
    await expect(desk.getByRole('link', { name: item, exact: true }).first()).toBeVisible()
  }
  await expect(page.getByText(/Connect this Studio|Network error|Iniciar sesión/i)).toHaveCount(0)
  await page.screenshot({ path: 'test-results/studio-desk-1440.png' })
})

test('the two singletons cannot be created twice, duplicated or deleted', async ({ page }) => {
  await page.goto('structure/siteSettings')
  await expect(page.getByRole('button', { name: 'Publicar' })).toBeVisible({ timeout: 60_000 })
  // Their only actions are publish, discard changes and restore: no duplicate, no delete.
  await expect(page.getByRole('button', { name: 'Abrir acciones del documento' })).toHaveCount(0)
  await expect(page.getByText(/^(Duplicar|Eliminar)$/)).toHaveCount(0)

  await page.getByRole('button', { name: 'Crear nuevo documento' }).click()
  await expect(page.getByText('Producto', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('dialog').getByText('Configuración del sitio')).toHaveCount(0)
  await expect(page.getByRole('dialog').getByText('Página de inicio')).toHaveCount(0)
})
