import { chooseFromMenu, englishOnScreen, expect, lakeDocument, test } from './studio-fixtures.ts'

const PRODUCT_ID = 'product-SprayPolish'

// Presentation says so in the console when the page has not connected 8 s after loading. On a
// busy machine the site (its app, then Sanity's overlays) takes longer; it connects all the same,
// which the click below proves.
const slowConnectionNotice = /Unable to connect to visual editing/

test('an editor clicks a product’s name on the page and sees what they type before publishing', async ({
  page,
  problems,
}) => {
  test.slow()
  const published = String((await lakeDocument(PRODUCT_ID))?.title)
  await page.goto('editar-en-la-pagina?preview=/rehoboth/SprayPolish')
  const site = page.frameLocator('iframe[src*="/rehoboth/"]')
  const pageTitle = site.getByRole('main').getByRole('heading', { level: 1 })
  await expect(pageTitle).toHaveText(published, { timeout: 120_000 })
  // In preview the app marks the name for the overlays once it runs (after the page's load).
  await expect(pageTitle).toHaveAttribute('data-sanity', /path=title/, { timeout: 120_000 })

  const nameField = page.getByLabel('Nombre del producto')
  await expect(async () => {
    await pageTitle.click()
    await expect(nameField).toBeFocused({ timeout: 5_000 })
  }).toPass({ timeout: 120_000 })
  // Sanity's notice about a slow (HTTP/1.1) connection does not cover the form: the local lake
  // hides its protocol. By now the Studio's check has long answered.
  await expect(page.getByText('Tienes tus frenos puestos')).toHaveCount(0)
  // Presentation, its document pane and the product's form: all in Spanish.
  expect(await englishOnScreen(page)).toEqual([])
  await page.screenshot({ path: 'test-results/studio-edit-on-page-1440.png' })

  const draftTitle = `${published} (borrador ${Date.now() % 1000})`
  await nameField.fill(draftTitle)
  await expect(pageTitle).toHaveText(draftTitle, { timeout: 30_000 })
  // Shown on the page, and still unpublished.
  expect((await lakeDocument(PRODUCT_ID))?.title).toBe(published)
  await page.screenshot({ path: 'test-results/studio-edit-on-page-draft-1440.png' })

  // The Studio's perspective switch: «Publicado» shows the page as visitors see it, «Borradores»
  // the draft again.
  const perspectiveMenu = page.getByTestId('global-perspective-menu-button')
  await chooseFromMenu(perspectiveMenu, page.getByRole('menuitem', { name: 'Publicado' }))
  await expect(pageTitle).toHaveText(published, { timeout: 30_000 })
  await chooseFromMenu(perspectiveMenu, page.getByRole('menuitem', { name: 'Borradores' }))
  await expect(pageTitle).toHaveText(draftTitle, { timeout: 30_000 })
  // The frame's address in the Studio keeps the site's base path.
  await expect
    .poll(() => new URL(page.url()).searchParams.get('preview'))
    .toMatch(/\/rehoboth\/SprayPolish$/)
  problems.splice(
    0,
    problems.length,
    ...problems.filter((line) => !slowConnectionNotice.test(line)),
  )
})
