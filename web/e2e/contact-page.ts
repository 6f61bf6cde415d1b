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
