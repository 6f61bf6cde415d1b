import { siteSettings } from '@rehoboth/seed/data/site-settings'
import type { Page } from '@playwright/test'
import { e2eStoreDir } from '../../test/test-store.ts'
import { editorLake } from '../server/testing/editor-lake.ts'
import { wcagViolations } from './accessibility-checks'
import { fillContactForm, openContactPage } from './contact-page'
import { expect, test, waitForApp } from './fixtures'

// Where a request came from (web/src/features/contact/visit-origin.ts) and the chat that names the
// product. The campaign visit that sends a request, and its e-mail, are in sales-notice.spec.ts.

const sales = editorLake(e2eStoreDir())

async function sendRequest(page: Page, email: string) {
  await fillContactForm(page, { firstNames: 'Sofía', lastNames: 'Origen Prueba', email })
  await page.getByRole('button', { name: 'Enviar' }).click()
  // The check and the sender load on submit: seconds on a busy machine.
  await expect(page.getByRole('status')).toHaveText(
    'Gracias. Recibimos tu solicitud y te contactaremos pronto.',
    { timeout: 15_000 },
  )
  const [stored] = await sales.query<{ origin?: unknown }[]>(
    '*[_type == "contactRequest" && email == $email]',
    { email },
  )
  return stored
}

test('a visit typed in, without tags or a referring site, stores only its first page; the form works as before', async ({
  page,
  problems,
}) => {
  await openContactPage(page)
  await expect(page.getByText(/La solicitud también guarda cómo llegaste al sitio/)).toBeVisible()
  expect(await wcagViolations(page, 'form')).toEqual([])
  const stored = await sendRequest(page, `directa.${Date.now()}@example.com`)
  expect(stored?.origin).toEqual({ _type: 'requestOrigin', landingPath: '/Contacto' })
  expect(problems).toEqual([])
})

test('a campaign link followed later in the same tab begins a new visit', async ({
  page,
  problems,
}) => {
  await page.goto('paraTuHogar')
  await waitForApp(page)
  // Leaving while the page still fetches what follows its first screen would abort those loads.
  await page.waitForLoadState('networkidle')
  await page.goto('ChainLube?utm_source=catalogo&utm_medium=qr')
  await waitForApp(page)
  await page.getByRole('link', { name: 'Cotizar Ahora' }).click()
  await expect(page).toHaveURL(/\/Contacto\?producto=ChainLube$/)
  const stored = await sendRequest(page, `catalogo.${Date.now()}@example.com`)
  expect(stored?.origin).toEqual({
    _type: 'requestOrigin',
    landingPath: '/ChainLube',
    utmSource: 'catalogo',
    utmMedium: 'qr',
  })
  expect(problems).toEqual([])
})

test.describe('the WhatsApp chat on a product page', () => {
  test('its third quick message names the product, in the prerendered page too', async ({
    page,
    context,
    problems,
  }) => {
    const html = await (await page.request.get('RestauradorDeFaros')).text()
    expect(html).toContain('title="Quiero cotizar RESTAURADOR DE FAROS"')

    await page.goto('RestauradorDeFaros')
    await waitForApp(page)
    await page.getByRole('button', { name: 'Abrir chat de WhatsApp' }).click()
    const panel = page.getByRole('dialog', { name: 'Escríbenos por WhatsApp' })
    const quick = panel.getByRole('group', { name: 'Mensajes rápidos' }).getByRole('button')
    await expect(quick).toHaveText(['Info', 'Ubicación', 'Cotizar'])
    await expect(quick.nth(2)).toBeEnabled()
    await quick.nth(2).click()
    await expect(panel.getByRole('textbox', { name: 'Tu mensaje' })).toHaveValue(
      'Quiero cotizar RESTAURADOR DE FAROS',
    )
    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      panel.getByRole('button', { name: 'Enviar' }).click(),
    ])
    expect(chat.url()).toBe(
      `https://web.whatsapp.com/send?phone=${siteSettings.whatsappNumber}&text=Quiero%20cotizar%20RESTAURADOR%20DE%20FAROS`,
    )
    expect(problems).toEqual([])
  })

  test('other pages keep the spec’s two', async ({ page }) => {
    await page.goto('paraTuAuto')
    await page.getByRole('button', { name: 'Abrir chat de WhatsApp' }).click()
    await expect(
      page
        .getByRole('dialog', { name: 'Escríbenos por WhatsApp' })
        .getByRole('group', { name: 'Mensajes rápidos' })
        .getByRole('button'),
    ).toHaveText(['Info', 'Ubicación'])
  })
})
