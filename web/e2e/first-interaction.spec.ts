import { wcagViolations } from './accessibility-checks'
import type { BrowserContext, Page, Route } from '@playwright/test'
import { expect, test, waitForApp, waitUntilSettled } from './fixtures'
import { phone } from './phone'

/**
 * A visitor on a slow phone acts as soon as a page appears, before the app has taken it over:
 * taps open the menus and the chat, and what they type is kept. The app's scripts are held back
 * until after the action, so it surely happens before the app runs (not a race against it).
 */

/** The slow phone of the issue: 150 ms round trip, 1.6 Mbps down, a CPU four times slower. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/** Holds the app's JavaScript back until `release()`: the page is then only its HTML. */
async function holdTheApp(context: BrowserContext) {
  const held: Route[] = []
  let released = false
  await context.route('**/rehoboth/assets/**/*.js', (route) =>
    released ? route.continue() : void held.push(route),
  )
  return async function release() {
    released = true
    await Promise.all(held.splice(0).map((route) => route.continue()))
  }
}

async function expectAppNotRunning(page: Page) {
  expect(await page.locator('html').getAttribute('data-app')).not.toBe('ready')
}

/** Opens the page and waits for its first paint, with the app held back. */
async function openBeforeTheApp(page: Page, path: string) {
  const release = await holdTheApp(page.context())
  await throttle(page)
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length)
  await expectAppNotRunning(page)
  return release
}

test.describe('a tap before the app runs, on a slow phone', () => {
  test.use(phone)

  test('opens the side menu, which the app then keeps open and working', async ({
    page,
    problems,
  }) => {
    const release = await openBeforeTheApp(page, '')

    await page.getByRole('button', { name: 'Abrir menú' }).tap()
    await expectAppNotRunning(page)
    const menu = page.getByRole('dialog', { name: 'Menú' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Para tu Hogar' })).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    )

    await release()
    await waitForApp(page)
    await expect(menu).toBeVisible()
    await waitUntilSettled(page)
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused()
    expect(problems).toEqual([])
  })

  test('opens the WhatsApp panel and keeps what was typed in it', async ({ page, problems }) => {
    const release = await openBeforeTheApp(page, 'RestauradorDeFaros')

    await page.getByRole('button', { name: 'Abrir chat de WhatsApp' }).tap()
    await expectAppNotRunning(page)
    const panel = page.getByRole('dialog', { name: 'Escríbenos por WhatsApp' })
    await expect(panel).toBeVisible()
    // Quick messages need the app: they show they are not ready yet.
    await expect(panel.getByRole('button', { name: 'Info' })).toBeDisabled()
    const message = panel.getByRole('textbox', { name: 'Tu mensaje' })
    await message.tap()
    await page.keyboard.type('Hola, ¿hacen envíos?')

    await release()
    await waitForApp(page)
    await waitUntilSettled(page)
    await expect(panel).toBeVisible()
    await expect(message).toHaveValue('Hola, ¿hacen envíos?')
    // Once the panel's own code has arrived, after the page's.
    await expect(panel.getByRole('button', { name: 'Info' })).toBeEnabled({ timeout: 15_000 })
    await expect(message).toHaveValue('Hola, ¿hacen envíos?')
    expect(problems).toEqual([])
  })

  test('Escape closes the WhatsApp panel and gives focus back to its button', async ({
    page,
    problems,
  }) => {
    const release = await openBeforeTheApp(page, 'RestauradorDeFaros')
    const toggle = page.getByRole('button', { name: /chat de WhatsApp$/ })
    const panel = page.getByRole('dialog', { name: 'Escríbenos por WhatsApp' })
    const message = panel.getByRole('textbox', { name: 'Tu mensaje' })

    await toggle.tap()
    await message.tap()
    await page.keyboard.type('Hola')
    await page.keyboard.press('Escape')
    await expectAppNotRunning(page)
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()
    await toggle.tap()
    await expect(message).toHaveValue('Hola')

    await release()
    await waitForApp(page)
    await waitUntilSettled(page)
    await expect(panel.getByRole('button', { name: 'Info' })).toBeEnabled({ timeout: 15_000 })
    await message.tap()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAccessibleName('Abrir chat de WhatsApp')
    expect(problems).toEqual([])
  })

  test('what is typed in the contact form is kept and checked once the app runs', async ({
    page,
    problems,
  }) => {
    const release = await openBeforeTheApp(page, 'Contacto')

    const names = page.getByLabel('Nombres')
    const email = page.getByLabel('Correo Electrónico')
    await names.tap()
    await page.keyboard.type('Ana María')
    await email.tap()
    await page.keyboard.type('ana@correo')
    await page.getByRole('radio', { name: 'Colombia' }).check()
    await expectAppNotRunning(page)
    await expect(page.getByText(/Correo inválido/)).toHaveCount(0)

    await release()
    await waitForApp(page)
    await expect(email).toHaveAccessibleDescription(/^Correo inválido\. Ejemplo: /)
    await expect(page.getByLabel('Departamento o estado')).toBeVisible()
    // The page's content is fetched again once it runs, and the form renders anew: still kept.
    await waitUntilSettled(page)
    await expect(names).toHaveValue('Ana María')
    await expect(email).toHaveValue('ana@correo')
    await expect(page.getByRole('radio', { name: 'Colombia' })).toBeChecked()
    expect(problems).toEqual([])
  })
})

test.describe('open panels, before and after the app runs', () => {
  test.use(phone)

  test('axe finds no WCAG 2.2 AA problems with the side menu or the chat open', async ({
    page,
    problems,
  }) => {
    const release = await holdTheApp(page.context())
    await page.goto('')
    const menu = page.getByRole('dialog', { name: 'Menú' })
    await page.getByRole('button', { name: 'Abrir menú' }).tap()
    await expect(menu).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])
    await menu.getByRole('button', { name: 'Volver' }).tap()
    await page.getByRole('button', { name: 'Abrir chat de WhatsApp' }).tap()
    await expect(page.getByRole('dialog', { name: 'Escríbenos por WhatsApp' })).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])

    await release()
    await waitForApp(page)
    await waitUntilSettled(page)
    expect(await wcagViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Cerrar chat de WhatsApp' }).tap()
    await page.getByRole('button', { name: 'Abrir menú' }).tap()
    await expect(menu.getByRole('button', { name: 'Volver' })).toBeFocused()
    expect(await wcagViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })
})

test.describe('a click before the app runs, on a slow desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('opens the Categorias dropdown, which the app then keeps open', async ({
    page,
    problems,
  }) => {
    const release = await openBeforeTheApp(page, 'paraTuAuto')
    const trigger = page.getByRole('button', { name: 'Categorias' })

    await trigger.click()
    await expectAppNotRunning(page)
    const home = page.getByRole('banner').getByRole('link', { name: 'Para tu Hogar' })
    await expect(home).toBeVisible()

    await release()
    await waitForApp(page)
    await waitUntilSettled(page)
    await expect(home).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.mouse.click(1200, 600)
    await expect(home).toBeHidden()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(problems).toEqual([])
  })
})
