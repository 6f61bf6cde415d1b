import { wcagViolations } from './accessibility-checks'
import type { Page } from '@playwright/test'
import { products } from '../../seed/content/products/index.ts'
import { expect, test, waitForApp } from './fixtures'

const termsLabel = 'Acepto las condiciones del servicio y el tratamiento de datos personales'
const sanityQueryUrl = '__offline-sanity/offline.api.sanity.io/v2025-02-19/data/query/production'

/** The contact form itself: the WhatsApp panel on every page has a message box too. */
const contactForm = (page: Page) => page.getByRole('form', { name: 'Escríbenos' })

async function openContactPage(page: Page, search = '') {
  await page.goto(`Contacto${search}`)
  await waitForApp(page)
}

async function fillForm(page: Page, email: string) {
  await contactForm(page).getByLabel('Nombres').fill('Ana María')
  await contactForm(page).getByLabel('Apellidos').fill('Ruiz Gómez')
  await contactForm(page).getByLabel('Correo Electrónico').fill(email)
  await page.getByRole('radio', { name: 'Colombia' }).check()
  await contactForm(page).getByLabel('Departamento o estado').selectOption('Cundinamarca')
  await contactForm(page).getByLabel('Ciudad').selectOption('Cota')
  await contactForm(page).getByLabel('Teléfono').fill('3001234567')
  await contactForm(page).getByLabel('Mensaje').fill('Quiero precios por caja de 24 unidades.')
}

async function acceptTermsAndCaptcha(page: Page) {
  const terms = page.getByRole('checkbox', { name: termsLabel })
  if (!(await terms.isChecked())) await terms.check()
  await page.getByRole('checkbox', { name: 'No soy un robot' }).check()
}

test('a visitor in Colombia sends a request that is stored', async ({
  page,
  request,
  problems,
}) => {
  const email = `ana.${Date.now()}@example.com`
  await openContactPage(page)
  await fillForm(page, email)
  await acceptTermsAndCaptcha(page)
  await page.getByRole('button', { name: 'Enviar' }).click()

  await expect(page.getByRole('status')).toHaveText(
    'Gracias. Recibimos tu solicitud y te contactaremos pronto.',
  )
  await expect(contactForm(page).getByLabel('Nombres')).toHaveValue('')
  await expect(page.getByRole('radio', { name: 'Colombia' })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: termsLabel })).toBeChecked()

  const stored = await request.get(sanityQueryUrl, {
    params: { query: '*[_type == "contactRequest" && email == $email]', $email: `"${email}"` },
    headers: { Authorization: 'Bearer e2e-reader' },
  })
  expect((await stored.json()).result).toEqual([
    expect.objectContaining({
      firstNames: 'Ana María',
      lastNames: 'Ruiz Gómez',
      country: 'Colombia',
      state: 'Cundinamarca',
      city: 'Cota',
      phone: '+57 3001234567',
      status: 'nuevo',
    }),
  ])
  expect(problems).toEqual([])
})

test('a visitor in México asks for a quote from Cotizar Ahora', async ({ page, problems }) => {
  const chainLube = products.find((product) => product.slug === 'ChainLube')
  await openContactPage(page, '?producto=ChainLube')
  await expect(contactForm(page).getByLabel('Mensaje')).toHaveValue(
    `Hola, quiero recibir una cotización de ${chainLube?.title}. Quedo atento a su respuesta.`,
  )
  await contactForm(page).getByLabel('Nombres').fill('Luis')
  await contactForm(page).getByLabel('Apellidos').fill('Hernández')
  await contactForm(page).getByLabel('Correo Electrónico').fill(`luis.${Date.now()}@example.mx`)
  await page.getByRole('radio', { name: 'México' }).check()
  await expect(page.getByText('+52', { exact: true })).toBeVisible()
  await contactForm(page).getByLabel('Departamento o estado').selectOption('Ciudad de México')
  await contactForm(page).getByLabel('Ciudad').selectOption('Coyoacán')
  await contactForm(page).getByLabel('Teléfono').fill('5512345678')
  await acceptTermsAndCaptcha(page)
  await page.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByRole('status')).toContainText('Recibimos tu solicitud')
  expect(problems).toEqual([])
})

test('Google’s script is requested only when the form comes near the viewport', async ({
  page,
}) => {
  const scriptRequests: string[] = []
  page.on('request', (request) => {
    if (/\/(__offline-)?recaptcha\/api\.js/.test(request.url())) scriptRequests.push(request.url())
  })
  await page.setViewportSize({ width: 1280, height: 600 })
  await openContactPage(page)
  expect(scriptRequests).toEqual([])

  await page.getByRole('group', { name: 'Verificación «No soy un robot»' }).scrollIntoViewIfNeeded()
  await expect(page.getByRole('checkbox', { name: 'No soy un robot' })).toBeVisible()
  // Offline (this build) only the local stand-in of Google's script: Google is never asked.
  expect(scriptRequests).toEqual([
    expect.stringMatching(/\/rehoboth\/__offline-recaptcha\/api\.js$/),
  ])
})

test('choosing a country or a state clears what depended on it', async ({ page }) => {
  await openContactPage(page)
  await expect(contactForm(page).getByLabel('Departamento o estado')).toHaveCount(0)
  await expect(contactForm(page).getByLabel('Teléfono')).toHaveCount(0)

  await page.getByRole('radio', { name: 'Colombia' }).check()
  await expect(page.getByText('+57', { exact: true })).toBeVisible()
  await contactForm(page).getByLabel('Departamento o estado').selectOption('Antioquia')
  await contactForm(page).getByLabel('Ciudad').selectOption('Medellín')
  await contactForm(page).getByLabel('Teléfono').fill('3001234567')

  await contactForm(page).getByLabel('Departamento o estado').selectOption('Cundinamarca')
  await expect(contactForm(page).getByLabel('Ciudad')).toHaveValue('')

  await page.getByRole('radio', { name: 'México' }).check()
  await expect(contactForm(page).getByLabel('Departamento o estado')).toHaveValue('')
  await expect(contactForm(page).getByLabel('Ciudad')).toHaveCount(0)
  await expect(contactForm(page).getByLabel('Teléfono')).toHaveValue('')
  await expect(page.getByText('+52', { exact: true })).toBeVisible()
})

test('the e-mail message appears while invalid and clears when valid', async ({ page }) => {
  await openContactPage(page)
  const email = contactForm(page).getByLabel('Correo Electrónico')
  await expect(email).toHaveAttribute('placeholder', 'Ejemplo: nombre@example.com')
  await email.pressSequentially('ana@correo')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription('Correo inválido. Ejemplo: nombre@example.com')
  await email.pressSequentially('.co')
  await expect(email).not.toHaveAttribute('aria-invalid')
  await expect(page.getByText(/Correo inválido/)).toHaveCount(0)
})

test('Enviar stays disabled until the terms are ticked, and the tick survives a reload', async ({
  page,
}) => {
  await openContactPage(page)
  const terms = page.getByRole('checkbox', { name: termsLabel })
  await expect(terms).not.toBeChecked()
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeDisabled()

  await terms.check()
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled()
  expect(await page.evaluate(() => localStorage.getItem('aceptacionCondiciones'))).toBe('true')

  await page.reload()
  await waitForApp(page)
  await expect(terms).toBeChecked()
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled()

  await page.evaluate(() => localStorage.setItem('aceptacionCondiciones', 'basura'))
  await page.reload()
  await waitForApp(page)
  await expect(terms).not.toBeChecked()
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeDisabled()
})

test('an incomplete form gets a message per field and focus on the first', async ({ page }) => {
  await openContactPage(page)
  await page.getByRole('checkbox', { name: termsLabel }).check()
  await page.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByText('Escribe tus nombres.')).toBeVisible()
  await expect(page.getByText('Elige tu país.')).toBeVisible()
  await expect(page.getByText('Marca la casilla «No soy un robot».')).toBeVisible()
  await expect(contactForm(page).getByLabel('Nombres')).toBeFocused()
})

test('when the API fails (502) everything typed stays and the visitor is told what to do', async ({
  page,
  context,
}) => {
  await context.route('**/api/contact', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'No pudimos guardar tu solicitud en este momento.' }),
    }),
  )
  await openContactPage(page)
  await fillForm(page, 'ana@example.com')
  await acceptTermsAndCaptcha(page)
  await page.getByRole('button', { name: 'Enviar' }).click()

  await expect(page.getByRole('alert').filter({ hasText: 'No pudimos enviar' })).toContainText(
    'Tus datos siguen en el formulario.',
  )
  await expect(contactForm(page).getByLabel('Nombres')).toHaveValue('Ana María')
  await expect(contactForm(page).getByLabel('Apellidos')).toHaveValue('Ruiz Gómez')
  await expect(contactForm(page).getByLabel('Correo Electrónico')).toHaveValue('ana@example.com')
  await expect(page.getByRole('radio', { name: 'Colombia' })).toBeChecked()
  await expect(contactForm(page).getByLabel('Departamento o estado')).toHaveValue('Cundinamarca')
  await expect(contactForm(page).getByLabel('Ciudad')).toHaveValue('Cota')
  await expect(contactForm(page).getByLabel('Teléfono')).toHaveValue('3001234567')
  await expect(contactForm(page).getByLabel('Mensaje')).toHaveValue(
    'Quiero precios por caja de 24 unidades.',
  )
})

test('the form can be completed and sent with the keyboard only', async ({ page }) => {
  await openContactPage(page)
  const firstField = contactForm(page).getByLabel('Nombres')
  const isFocused = () => firstField.evaluate((field) => field === document.activeElement)
  for (let presses = 0; presses < 80 && !(await isFocused()); presses += 1) {
    await page.keyboard.press('Tab')
  }
  await expect(contactForm(page).getByLabel('Nombres')).toBeFocused()
  await page.keyboard.type('Ana')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Ruiz')
  await page.keyboard.press('Tab')
  await page.keyboard.type(`ana.teclado.${Date.now()}@example.com`)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: 'Colombia' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(page.getByRole('radio', { name: 'Colombia' })).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(contactForm(page).getByLabel('Departamento o estado')).toBeFocused()
  await page.keyboard.type('Cundinamarca')
  await expect(contactForm(page).getByLabel('Departamento o estado')).toHaveValue('Cundinamarca')
  await page.keyboard.press('Tab')
  await expect(contactForm(page).getByLabel('Ciudad')).toBeFocused()
  await page.keyboard.type('Cota')
  await expect(contactForm(page).getByLabel('Ciudad')).toHaveValue('Cota')
  await page.keyboard.press('Tab')
  await page.keyboard.type('3001234567')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Hola, quiero información.')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox', { name: termsLabel })).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: /Política de tratamiento de datos/ })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox', { name: 'No soy un robot' })).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status')).toContainText('Recibimos tu solicitud')
})

test('axe finds no WCAG 2.2 AA problems, before and after an invalid submit', async ({ page }) => {
  await openContactPage(page)
  await page.getByRole('group', { name: 'Verificación «No soy un robot»' }).scrollIntoViewIfNeeded()
  await page.getByRole('checkbox', { name: 'No soy un robot' }).waitFor()
  expect(await wcagViolations(page)).toEqual([])

  await page.getByRole('radio', { name: 'Colombia' }).check()
  await contactForm(page).getByLabel('Correo Electrónico').fill('ana@correo')
  await page.getByRole('checkbox', { name: termsLabel }).check()
  await page.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByText('Escribe tus nombres.')).toBeVisible()
  expect(await wcagViolations(page)).toEqual([])
})

for (const width of [390, 1280]) {
  test(`${width} px wide with every row of the form shown, no horizontal scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await openContactPage(page)
    await page.getByRole('radio', { name: 'Colombia' }).check()
    await contactForm(page).getByLabel('Departamento o estado').selectOption('Cundinamarca')
    await page.getByRole('checkbox', { name: 'No soy un robot' }).waitFor()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
}
