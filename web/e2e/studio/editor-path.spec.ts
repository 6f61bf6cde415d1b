import {
  chooseFromMenu,
  expect,
  openDocument,
  openStudio,
  servers,
  test,
} from './studio-fixtures.ts'

const productPath = (id: string) => `structure/products;allProducts;${id}`

test('a Codigo that is not a valid EAN-13 blocks publishing, with a Spanish error', async ({
  page,
}) => {
  await openDocument(page, productPath('product-RubbingCompound'))
  await page.getByRole('tab', { name: 'Ficha técnica' }).click()
  await page.getByText(/^Codigo:/).click()
  await page.getByLabel('Valor').fill('77012345678AB')
  // The field's error sign says why on hover, in Spanish.
  await page.getByRole('dialog').getByTestId('input-validation-icon-error').hover()
  await expect(
    page.getByText(/El código EAN-13 son exactamente 13 números, sin letras/).first(),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  // The Studio validates when the browser is idle: seconds on a busy machine.
  await expect(page.getByRole('button', { name: 'Publicar' })).toBeDisabled({ timeout: 30_000 })
})

test('a product missing required fields cannot be published, and the Studio says why', async ({
  page,
}) => {
  await page.goto('structure/products;allProducts;product-unfinished,template=product')
  await page.getByLabel('Nombre del producto').fill('Producto sin terminar', { timeout: 60_000 })
  // The Studio validates when the browser is idle: seconds on a busy machine.
  await expect(page.getByRole('button', { name: 'Publicar' })).toBeDisabled({ timeout: 30_000 })
  // A required field's red sign says what is missing on hover, in Spanish.
  // (The field group tabs carry the same sign, without a message.)
  // The Studio redraws the sign while it validates, which can drop a tooltip shown too early: hover again.
  await expect(async () => {
    await page
      .locator('[data-testid="input-validation-icon-error"]:not([role="tablist"] *)')
      .filter({ visible: true })
      .first()
      .hover()
    await expect(
      page
        .getByText(
          /^(Escribe el subtítulo|Escribe el texto de la tarjeta|Elige la categoría del producto|Escribe el nombre del producto)\./,
        )
        .filter({ visible: true })
        .first(),
    ).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
})

test('‘Ver en el sitio’ opens the product’s page', async ({ page, context }) => {
  await openDocument(page, productPath('product-GlassAntiFog'))
  const opened = context.waitForEvent('page', { timeout: 100_000 })
  await chooseFromMenu(
    page.getByRole('button', { name: 'Abrir acciones del documento' }),
    page.getByRole('menuitem', { name: 'Ver en el sitio' }),
  )
  await expect(await opened).toHaveURL(`${servers.siteUrl}GlassAntiFog`)
})

test('an edit in one Studio tab appears in a second tab on the same document, without reload', async ({
  page,
  context,
}) => {
  const second = await context.newPage()
  await openDocument(page, productPath('product-SuperTireShine'))
  await openDocument(second, productPath('product-SuperTireShine'))
  for (const tab of [page, second]) await tab.getByRole('tab', { name: 'Contenido' }).click()
  const subtitle = `Brillo que se ve desde la otra pestaña ${Date.now()}`
  await page.getByLabel('Subtítulo').fill(subtitle)
  await expect(second.getByLabel('Subtítulo')).toHaveValue(subtitle)
})

test('a contact request sent through the site’s form appears in the Studio’s list', async ({
  page,
  context,
}) => {
  await openStudio(page, 'structure/contactRequests;todas')
  const site = await context.newPage()
  await site.goto(`${servers.siteUrl}Contacto`)
  await expect(site.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 15_000 })
  const form = site.getByRole('form', { name: 'Escríbenos' })
  await form.getByLabel('Nombres').fill('Lucía')
  await form.getByLabel('Apellidos').fill('Prueba Editorial')
  await form.getByLabel('Correo Electrónico').fill('lucia.editorial@example.com')
  await site.getByRole('radio', { name: 'Colombia' }).check()
  await form.getByLabel('Departamento o estado').selectOption('Cundinamarca')
  await form.getByLabel('Ciudad').selectOption('Cota')
  await form.getByLabel('Teléfono').fill('3001234567')
  await form.getByLabel('Mensaje').fill('Quiero una cotización de prueba.')
  await site
    .getByRole('checkbox', {
      name: 'Acepto las condiciones del servicio y el tratamiento de datos personales',
    })
    .check()
  // The local stand-in of Google's widget, served by the site offline.
  await site.getByRole('checkbox', { name: 'No soy un robot' }).check()
  await expect(site.getByText('Verificación local, sin conexión')).toBeVisible()
  await site.getByRole('button', { name: 'Enviar' }).click()
  await expect(site.getByRole('status')).toHaveText(
    'Gracias. Recibimos tu solicitud y te contactaremos pronto.',
  )

  await expect(page.getByText('Lucía Prueba Editorial').first()).toBeVisible({ timeout: 30_000 })
  await page.screenshot({ path: 'test-results/studio-contact-requests-1440.png' })
})
