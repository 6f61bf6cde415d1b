import { siteSettings } from '@rehoboth/seed/data/site-settings'
import { expect, test } from './fixtures'
import { phone } from './phone'

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

test.describe('the panels open from the HTML alone', () => {
  test.describe('on a phone', () => {
    test.use(phone)

    test('the side menu opens and closes', async ({ page }) => {
      await page.goto('')
      await page.getByRole('button', { name: 'Abrir menú' }).tap()
      const menu = page.getByRole('dialog', { name: 'Menú' })
      await expect(menu).toBeVisible()

      await menu.getByRole('button', { name: 'Volver' }).tap()
      await expect(menu).toBeHidden()

      await page.getByRole('button', { name: 'Abrir menú' }).tap()
      await menu.getByRole('link', { name: 'Para tu Hogar' }).tap()
      await expect(page).toHaveURL(/\/rehoboth\/paraTuHogar$/)
    })

    test('the WhatsApp panel opens and sends the message to WhatsApp', async ({
      page,
      context,
    }) => {
      await page.goto('')
      await page.getByRole('button', { name: 'Abrir chat de WhatsApp' }).tap()
      const panel = page.getByRole('dialog', { name: 'Escríbenos por WhatsApp' })
      await expect(panel).toBeVisible()

      await panel.getByRole('textbox', { name: 'Tu mensaje' }).fill('Precio & envío')
      const [chat] = await Promise.all([
        context.waitForEvent('page'),
        panel.getByRole('button', { name: 'Enviar' }).tap(),
      ])
      expect(chat.url()).toBe(
        `https://api.whatsapp.com/send?phone=${siteSettings.whatsappNumber}&text=Precio+%26+env%C3%ADo`,
      )

      await panel.getByRole('button', { name: 'Cerrar chat' }).tap()
      await expect(panel).toBeHidden()
    })

    test('the WhatsApp panel closes on Escape', async ({ page }) => {
      await page.goto('')
      const toggle = page.getByRole('button', { name: 'Abrir chat de WhatsApp' })
      const panel = page.getByRole('dialog', { name: 'Escríbenos por WhatsApp' })
      await toggle.tap()
      await panel.getByRole('textbox', { name: 'Tu mensaje' }).tap()
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(toggle).toBeFocused()
    })
  })

  test('the Categorias dropdown opens, closes on Escape and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('')
    const trigger = page.getByRole('button', { name: 'Categorias' })
    const work = page.getByRole('banner').getByRole('link', { name: 'Para tu Trabajo' })

    await trigger.click()
    await expect(work).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(work).toBeHidden()

    await trigger.click()
    await work.click()
    await expect(page).toHaveURL(/\/rehoboth\/paraTuTrabajo$/)
  })
})
