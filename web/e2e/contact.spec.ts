import type { Page } from '@playwright/test'
import { products } from '@rehoboth/seed/data/products'
import { e2eStoreDir } from '../../test/test-store.ts'
import { editorLake } from '../server/testing/editor-lake.ts'
import { contactForm, openContactPage, termsLabel } from './contact-page'
import { expect, test } from './fixtures'

// Sending a request: what a visitor fills in, what is stored, and what happens when sending fails.
// The form's rules (the cascade, the messages, the terms) are in contact-rules.spec.ts.

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

test('a visitor in Colombia sends a request that is stored', async ({ page, problems }) => {
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

  // Read as sales read it, from the preview server's store: the site's proxy serves visitors only.
  const stored = await editorLake(e2eStoreDir()).query(
    '*[_type == "contactRequest" && email == $email]',
    { email },
  )
  expect(stored).toEqual([
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
