import { expect, test } from './fixtures'

test.use({ javaScriptEnabled: false })

test('without JavaScript the prerendered pages show their content, styles and working links', async ({
  page,
}) => {
  await page.goto('paraTuAuto')

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'ASEO Y MANTENIMIENTO PARA AUTOS Y MOTOS',
  )
  await expect(
    page.getByRole('heading', { name: 'Embellecimiento y Cuidado Exterior' }),
  ).toBeVisible()
  expect(
    await page.getByRole('banner').evaluate((header) => getComputedStyle(header).position),
  ).toBe('sticky')

  await page.getByRole('main').getByRole('link', { name: 'RESTAURADOR DE FAROS' }).click()
  await expect(page).toHaveURL(/\/rehoboth\/RestauradorDeFaros$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('RESTAURADOR DE FAROS')

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contactanos' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contáctanos')

  await page.getByRole('link', { name: 'Rehoboth, inicio' }).click()
  await expect(page).toHaveURL(/\/rehoboth\/$/)
  await expect(page.getByText(/En Rehoboth fabricamos productos de limpieza/)).toBeVisible()
})
