import type { Page } from '@playwright/test'
import { waitForApp } from './fixtures'

/** What the contact page's tests share: its form, its terms box, and opening it ready to use. */

export const termsLabel = 'Acepto las condiciones del servicio y el tratamiento de datos personales'

/** The contact form itself: the WhatsApp panel on every page has a message box too. */
export const contactForm = (page: Page) => page.getByRole('form', { name: 'Escríbenos' })

export async function openContactPage(page: Page, search = '') {
  await page.goto(`Contacto${search}`)
  await waitForApp(page)
}

/** A visitor in Colombia fills every field of the form right, ready to send. */
export async function fillContactForm(
  page: Page,
  visitor: { firstNames: string; lastNames: string; email: string },
) {
  const form = contactForm(page)
  await form.getByLabel('Nombres').fill(visitor.firstNames)
  await form.getByLabel('Apellidos').fill(visitor.lastNames)
  await form.getByLabel('Correo Electrónico').fill(visitor.email)
  await page.getByRole('radio', { name: 'Colombia' }).check()
  await form.getByLabel('Departamento o estado').selectOption('Cundinamarca')
  await form.getByLabel('Ciudad').selectOption('Cota')
  await form.getByLabel('Teléfono').fill('3001234567')
  const terms = page.getByRole('checkbox', { name: termsLabel })
  if (!(await terms.isChecked())) await terms.check()
  await page.getByRole('checkbox', { name: 'No soy un robot' }).check()
}
