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
