import { wcagViolations } from './accessibility-checks'
import { contactForm, openContactPage, termsLabel } from './contact-page'
import { expect, test, waitForApp } from './fixtures'
import { horizontalOverflow } from './page-checks'

// The contact form's rules as a visitor meets them: what a choice clears, the messages, the terms
// box, and the form at a phone's and a desktop's width. Sending is in contact.spec.ts.

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

  // The tick enables Enviar in the same task; it turns red at once, where a fade from the
  // disabled grey would show white text on grey meanwhile.
  const enviar = await page.getByRole('button', { name: 'Enviar' }).elementHandle()
  expect(
    await terms.evaluate((box: HTMLInputElement, button) => {
      box.click()
      return button!.getAnimations().length
    }, enviar),
  ).toBe(0)
  await expect(terms).toBeChecked()
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
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  })
}
