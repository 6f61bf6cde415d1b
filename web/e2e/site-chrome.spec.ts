import { devices, type Page } from '@playwright/test'
import { siteSettings } from '@rehoboth/seed/data/site-settings'
import { expect, test, waitForApp, waitForHydrated } from './fixtures'

const whatsAppNumber = siteSettings.whatsappNumber
// The browser type is chosen per worker, so only the phone's screen and user agent are taken.
const { defaultBrowserType: _browserType, ...phone } = devices['Pixel 7']

async function openHome(page: Page) {
  await page.goto('')
  await waitForApp(page)
}

test.describe('Categorias dropdown', () => {
  test('opens with the mouse, highlights the hovered item and navigates', async ({
    page,
    problems,
  }) => {
    await openHome(page)
    const trigger = page.getByRole('button', { name: 'Categorias' })
    const header = page.getByRole('banner')

    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const home = header.getByRole('link', { name: 'Para tu Hogar' })
    const backgroundBefore = await home.evaluate((link) => getComputedStyle(link).backgroundColor)
    await home.hover()
    await expect
      .poll(() => home.evaluate((link) => getComputedStyle(link).backgroundColor))
      .not.toBe(backgroundBefore)

    await home.click()
    await expect(page).toHaveURL(/\/rehoboth\/paraTuHogar$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Para tu Hogar')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(problems).toEqual([])
  })

  test('works with the keyboard and gives focus back on Escape', async ({ page, problems }) => {
    await openHome(page)
    const trigger = page.getByRole('button', { name: 'Categorias' })
    const header = page.getByRole('banner')

    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(header.getByRole('link', { name: 'Para tu vehiculo' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()

    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(header.getByRole('link', { name: 'Para tu Trabajo' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/rehoboth\/paraTuTrabajo$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu Trabajo')
    expect(problems).toEqual([])
  })
})

test.describe('side menu on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens from the hamburger, keeps focus inside, stops the page scrolling and closes', async ({
    page,
    problems,
  }) => {
    await openHome(page)
    await expect(page.getByRole('button', { name: 'Categorias' })).toBeHidden()
    const hamburger = page.getByRole('button', { name: 'Abrir menú' })

    await hamburger.click()
    const menu = page.getByRole('dialog', { name: 'Menú' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Volver' })).toBeFocused()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    )
    await expect(menu.getByRole('link', { name: /^Conócenos/ })).toBeVisible()

    // Tab cycles inside once the menu's own code has arrived (a deferred section, after the app);
    // until then the platform's modal dialog keeps focus off the page behind.
    await waitForHydrated(menu)
    await page.keyboard.press('Shift+Tab')
    await expect(menu.getByRole('link', { name: /^Pagos en línea/ })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('button', { name: 'Volver' })).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(hamburger).toBeFocused()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    )

    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await menu.getByRole('button', { name: 'Volver' }).click()
    await expect(menu).toBeHidden()

    await hamburger.click()
    await menu.getByRole('link', { name: 'Para tu vehiculo' }).click()
    await expect(page).toHaveURL(/\/rehoboth\/paraTuAuto$/)
    await expect(menu).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'ASEO Y MANTENIMIENTO PARA AUTOS Y MOTOS',
    )
    expect(problems).toEqual([])
  })
})

test.describe('WhatsApp chat', () => {
  test('on a desktop, sends a quick message through WhatsApp Web in a new tab', async ({
    page,
    context,
    problems,
  }) => {
    await openHome(page)
    await page.getByRole('button', { name: 'Abrir chat de WhatsApp' }).click()
    const panel = page.getByRole('dialog', { name: 'Escríbenos por WhatsApp' })
    await expect(panel.getByRole('textbox', { name: 'Tu mensaje' })).toHaveAttribute('rows', '3')
    await expect(panel.getByRole('button', { name: 'Enviar' })).toBeDisabled()

    await panel.getByRole('button', { name: 'Info' }).click()
    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      panel.getByRole('button', { name: 'Enviar' }).click(),
    ])

    expect(chat.url()).toBe(
      `https://web.whatsapp.com/send?phone=${whatsAppNumber}&text=Hola%2C%20quiero%20m%C3%A1s%20informaci%C3%B3n`,
    )
    await expect(panel).toBeHidden()
    await page.getByRole('button', { name: 'Abrir chat de WhatsApp' }).click()
    await expect(panel.getByRole('textbox', { name: 'Tu mensaje' })).toHaveValue('')
    expect(problems).toEqual([])
  })

  test('works from the keyboard', async ({ page, context, problems }) => {
    await openHome(page)
    // The panel's code arrives after the app's: until then its form sends as plain HTML would.
    await waitForHydrated(page.locator('form[action="https://api.whatsapp.com/send"]'))
    const toggle = page.getByRole('button', { name: 'Abrir chat de WhatsApp' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const message = page.getByRole('textbox', { name: 'Tu mensaje' })
    await expect(message).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(message).toBeHidden()
    await expect(toggle).toBeFocused()

    await page.keyboard.press('Enter')
    await page.keyboard.type('Quiero una cotización')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Enviar' })).toBeFocused()
    const [chat] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')])

    expect(chat.url()).toBe(
      `https://web.whatsapp.com/send?phone=${whatsAppNumber}&text=Quiero%20una%20cotizaci%C3%B3n`,
    )
    await expect(toggle).toBeFocused()
    expect(problems).toEqual([])
  })
})

test.describe('WhatsApp chat on a phone', () => {
  test.use(phone)

  test('sends through the api.whatsapp.com address', async ({ page, context, problems }) => {
    await openHome(page)
    await page.getByRole('button', { name: 'Abrir chat de WhatsApp' }).tap()
    const panel = page.getByRole('dialog', { name: 'Escríbenos por WhatsApp' })
    await panel.getByRole('button', { name: 'Ubicación' }).tap()
    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      panel.getByRole('button', { name: 'Enviar' }).tap(),
    ])

    expect(chat.url()).toBe(
      `https://api.whatsapp.com/send?phone=${whatsAppNumber}&text=%C2%BFD%C3%B3nde%20est%C3%A1n%20ubicados%3F`,
    )
    await expect(panel).toBeHidden()
    expect(problems).toEqual([])
  })
})

test.describe('scrolling between pages', () => {
  test.use({ viewport: { width: 1280, height: 600 } })

  test('a new page starts at the top and going back returns to where the visitor was', async ({
    page,
    problems,
  }) => {
    await page.goto('paraTuAuto')
    await waitForApp(page)
    await waitForHydrated(page.getByRole('contentinfo'))
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 10_000)
    // Where the page comes to rest, at its foot: the wheel scrolls smoothly, and the footer holds
    // an estimated height until it is first drawn (seen in CI: read 270 px early, before the page
    // shrank).
    const scrolledTo = await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
      const atFoot = () =>
        window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
      let last = ''
      for (;;) {
        const now = `${window.scrollY} ${document.documentElement.scrollHeight}`
        if (now === last && atFoot()) return window.scrollY
        last = now
        await frame()
        await frame()
      }
    })
    expect(scrolledTo).toBeGreaterThan(200)

    await page.getByRole('contentinfo').getByRole('link', { name: 'Para tu Hogar' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Para tu Hogar')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'ASEO Y MANTENIMIENTO PARA AUTOS Y MOTOS',
    )
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo)
    expect(problems).toEqual([])
  })
})
