import type { Page } from '@playwright/test'
import {
  englishOnScreen,
  expect,
  lakeDocument,
  lakeProductImage,
  lakeQuery,
  openDocument,
  openStudio,
  servers,
  squarePicture,
  test,
} from './studio-fixtures.ts'

/**
 * Publishes the open document as an editor does, once the form shows no error and the pane no
 * longer says «Guardando...». A click while it still saves waits in Sanity for the save, which may
 * then judge the document by a check of its earlier content: the spec rows just filled in showed
 * «Escribe el valor de la fila» for a moment and the click was turned down with «Errores de
 * validación» (two runs of two before this waited for the save). The category's first «Publicar»
 * after adding a reference to the product just published has also been turned down although the
 * form showed no error (every run on 2026-11-27, none of five on 2026-11-28), and the next click
 * published. The editor reads the message and clicks again, and so does this, at most three times;
 * a click turned down is noted on the test's report.
 */
async function publish(page: Page, published: () => Promise<boolean>) {
  const button = page.getByRole('button', { name: 'Publicar' })
  const turnedDown = page.getByText('Errores de validación').first()
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    // The pane's «Validación» button shows only while the document has markers.
    await expect(page.getByRole('button', { name: 'Validación' })).toHaveCount(0, {
      timeout: 30_000,
    })
    await expect(page.locator('[data-testid="input-validation-icon-error"]')).toHaveCount(0)
    // The message of a turned-down click goes away after a few seconds.
    await expect(turnedDown).toBeHidden({ timeout: 15_000 })
    await expect(button).toBeEnabled({ timeout: 30_000 })
    await expect(page.getByText('Guardando...')).toHaveCount(0, { timeout: 30_000 })
    await button.click({ timeout: 30_000 })
    const outcome = await Promise.race([
      expect
        .poll(published, { timeout: 15_000 })
        .toBe(true)
        .then(
          () => 'published',
          () => 'not published',
        ),
      turnedDown.waitFor({ timeout: 15_000 }).then(
        () => 'turned down',
        () => 'not published',
      ),
    ])
    if (outcome === 'published') return
    test.info().annotations.push({
      type: 'warning',
      description: `«Publicar» click ${attempt} was ${outcome}`,
    })
  }
  throw new Error('«Publicar» did not publish the document in three attempts')
}

test('a product created from a category’s list opens at its address, and shows in the catalogue once added to a section', async ({
  page,
  context,
}) => {
  // Two Studio loads, an upload, two publications and two site pages, on a shared machine.
  test.setTimeout(360_000)
  // A product of this run only (the store is shared by the run's tests and kept across retries).
  const run = Date.now() % 100_000
  const title = `Cera de prueba ${run}`
  // The Studio's «Generar» writes the address as the existing ones: each word with a capital.
  const slug = `CeraDePrueba${run}`
  const png = await squarePicture(800, { r: 30, g: 160, b: 90 })

  await openStudio(page, 'structure/products;category-paraTuHogar;filed')
  await page.getByRole('link', { name: 'Producto en esta categoría' }).click()
  await page.getByLabel('Nombre del producto').fill(title, { timeout: 60_000 })
  await page.getByLabel('Subtítulo').fill('Brillo de prueba para el hogar')
  await page.getByRole('button', { name: 'Generar' }).click()
  await page.getByLabel('Texto de la tarjeta').fill('Una tarjeta de prueba.')
  // The main image is the form's first image field; «Subir» is its file input. The editor opens
  // another tab at once, which takes the field off the form while the picture uploads: the upload
  // goes on (Sanity alone aborted it, and the picture never came).
  await page
    .getByTestId('file-button-input')
    .first()
    .setInputFiles({ name: 'cera.png', mimeType: 'image/png', buffer: png })
  await page.getByRole('tab', { name: 'Ficha técnica' }).click()
  const newId = decodeURIComponent(page.url()).match(
    /;([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})/,
  )
  for (const [label, value] of [
    ['Contenido', 'Cera líquida'],
    ['Codigo', '4006381333931'],
    ['Presentación', '500 ml'],
  ] as const) {
    await page.getByText(new RegExp(`^${label}:`)).click()
    await page.getByLabel('Valor').fill(value)
    await page.keyboard.press('Escape')
  }
  const draftImage = () => lakeProductImage(`drafts.${newId?.[1]}`)
  await expect
    .poll(async () => (await draftImage())?.asset?._ref, { timeout: 60_000 })
    .toMatch(/^image-/)
  // Nor is the upload's progress marker left in the draft.
  await expect.poll(async () => (await draftImage())?._upload ?? 'none').toBe('none')
  await page.getByRole('tab', { name: 'Contenido', exact: true }).click()
  await page.getByLabel('Texto alternativo').first().fill('Frasco de cera de prueba')
  const publishedId = () =>
    lakeQuery<string | null>(
      '*[_type == "product" && slug.current == $slug && !(_id in path("drafts.**"))][0]._id',
      { slug },
    )
  await publish(page, async () => Boolean(await publishedId()))
  const id = (await publishedId())!

  // Its address on the running site, in a tab of its own (the Studio stays open).
  const site = await context.newPage()
  await site.goto(`${servers.siteUrl}${slug}`)
  await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 30_000,
  })

  await openDocument(page, 'structure/category;category-paraTuHogar')
  await page.getByText('Sección sin encabezado').first().click()
  await page.getByRole('dialog').getByRole('button', { name: 'Añadir elemento' }).click()
  // What is typed into the new card's search field as soon as it shows may be gone a moment later
  // (seen in two local runs: the field empty, no option ever came). The editor types the name
  // again, and so does this.
  const search = page
    .getByRole('dialog')
    .getByRole('combobox', { name: 'Escriba para buscar' })
    .last()
  const option = page.getByRole('option', { name: new RegExp(title) }).first()
  await expect(async () => {
    await search.fill(title)
    await expect(option).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 60_000 })
  // The new card's search, its list button included, is named in Spanish.
  expect(await englishOnScreen(page)).toEqual([])
  await option.click()
  const sectionRefs = async (documentId: string) =>
    JSON.stringify((await lakeDocument(documentId))?.sections ?? null)
  await expect
    .poll(() => sectionRefs('drafts.category-paraTuHogar'), { timeout: 30_000 })
    .toContain(`"_ref":"${id}"`)
  await page.keyboard.press('Escape')
  await publish(page, async () =>
    (await sectionRefs('category-paraTuHogar')).includes(`"_ref":"${id}"`),
  )

  await site.goto(`${servers.siteUrl}paraTuHogar`)
  await expect(
    site.getByRole('main').getByRole('link', { name: `Ver Detalles de ${title}` }),
  ).toHaveAttribute('href', `/rehoboth/${slug}`, { timeout: 30_000 })
})
