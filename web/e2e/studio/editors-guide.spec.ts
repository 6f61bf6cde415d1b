import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { guideSections } from '../../../scripts/editors-guide.ts'
import { expect, lakeQuery, openDocument, openStudio, servers, test } from './studio-fixtures.ts'

// The editors' guide names what an editor finds on screen in bold (scripts/editors-guide.ts):
// each name is looked for on the screens of the guide's section that names it, at 1440 px.
const guide = readFileSync(new URL('../../../docs/guia-editores.md', import.meta.url), 'utf8')

/** One screen of the Studio or the site, reached as the guide's section tells the editor. */
type Screen = (page: Page) => Promise<void>

const product = 'structure/products;allProducts;product-RestauradorDeFaros'

const desk: Screen = (page) => openStudio(page)
const productForm: Screen = (page) => openDocument(page, product)
const productSpecs: Screen = async (page) => {
  await openDocument(page, product)
  await page.getByRole('tab', { name: 'Ficha técnica' }).click()
  await page.getByRole('button', { name: /^C[oó]digo:/ }).click()
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 })
}
const categoryProducts: Screen = (page) =>
  openStudio(page, 'structure/products;category-paraTuAuto;filed')
const categoryForm: Screen = (page) => openDocument(page, 'structure/category;category-paraTuAuto')
const carouselOrder: Screen = (page) => openDocument(page, 'structure/slides;carouselOrder')
const productActions: Screen = async (page) => {
  await openDocument(page, product)
  const viewOnSite = page.getByRole('menuitem', { name: 'Ver en el sitio' })
  await expect(async () => {
    if (!(await viewOnSite.isVisible())) await page.getByTestId('action-menu-button').last().click()
    await expect(viewOnSite).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
}
const sitePreview: Screen = async (page) => {
  await page.goto(
    `${servers.siteUrl}api/preview?secret=vista-previa-local-solo-para-desarrollo&redirect=/RestauradorDeFaros`,
  )
  await expect(page.getByText('Vista previa de borradores')).toBeVisible({ timeout: 30_000 })
}
const siteContactPage: Screen = async (page) => {
  await page.goto(`${servers.siteUrl}Contacto`)
  await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 30_000 })
}
const settingsTab =
  (tab: string): Screen =>
  async (page) => {
    await openDocument(page, 'structure/siteSettings')
    await page.getByRole('tab', { name: tab }).click()
  }
const requestLists: Screen = (page) => openStudio(page, 'structure/contactRequests')
const attendedRequest: Screen = async (page) => {
  const [id] = await lakeQuery<string[]>(
    '*[_type == "contactRequest" && defined(attendedAt) && defined(origin)] | order(createdAt desc)[0..0]._id',
  )
  await page.goto(`structure/contactRequests;todas;${id}`)
  await expect(page.getByText('Correo a ventas').first()).toBeVisible({ timeout: 60_000 })
  await page.getByTestId('action-menu-button').last().click()
}
const summary: Screen = async (page) => {
  await page.goto('resumen-solicitudes')
  await expect(page.getByText('Ver la tabla').first()).toBeVisible({ timeout: 60_000 })
}
const exportRequests: Screen = async (page) => {
  await page.goto('exportar-solicitudes')
  await expect(page.getByRole('button', { name: 'Descargar CSV' })).toBeVisible({ timeout: 60_000 })
}
const editOnPage: Screen = async (page) => {
  await page.goto('editar-en-la-pagina?preview=/rehoboth/RestauradorDeFaros')
  const site = page.frameLocator('iframe[src*="/rehoboth/"]')
  const title = site.getByRole('main').getByRole('heading', { level: 1 })
  await expect(title).toHaveAttribute('data-sanity', /path=title/, { timeout: 120_000 })
  await title.click()
  await expect(page.getByText('Usado en').first()).toBeVisible({ timeout: 60_000 })
}
const publishedForm: Screen = async (page) => {
  await page.goto(`${product}?perspective=published`)
  await expect(page.getByRole('button', { name: 'Ver en el sitio' })).toBeVisible({
    timeout: 60_000,
  })
}
const perspectiveMenu: Screen = async (page) => {
  await openStudio(page)
  await page.locator('#releases-menu').click()
  await expect(page.getByTestId('release-menu')).toBeVisible()
}

/** Where each section of the guide sends the editor, in the guide's order. */
const screensOf: Record<string, Screen[]> = {
  '': [desk],
  '1. Abrir el Studio': [desk],
  '2. Editar un producto y su ficha técnica': [productForm, productSpecs, categoryProducts],
  '3. Ordenar las tarjetas del catálogo y las diapositivas': [categoryForm, carouselOrder],
  '4. Publicar': [productActions],
  '5. Ver un borrador antes de publicarlo': [desk, sitePreview, productForm],
  '6. Atender las solicitudes de contacto': [
    siteContactPage,
    settingsTab('Contacto'),
    settingsTab('Enlaces'),
    requestLists,
    attendedRequest,
    summary,
    exportRequests,
  ],
  '7. Editar en la página: el sitio dentro del Studio': [
    editOnPage,
    productSpecs,
    perspectiveMenu,
    publishedForm,
  ],
  'Si algo no funciona': [desk],
}

const slowConnection = /Unable to connect to visual editing/

/** What a screen shows or names (labels, titles, placeholders), one line each. */
async function shownAndNamed(page: Page): Promise<string[]> {
  const names = await page
    .locator('[aria-label], [title], [placeholder]')
    .evaluateAll((elements) =>
      elements.flatMap((element) =>
        ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
      ),
    )
  const text = await page.locator('body').innerText()
  return [...text.split('\n'), ...names].map((line) => line.trim()).filter(Boolean)
}

// Buttons the guide draws as the symbol they show.
const symbols: Record<string, (page: Page) => Promise<boolean>> = {
  '+': (page) => page.getByTestId('action-intent-button').first().isVisible(),
  '⋯': (page) => page.getByTestId('action-menu-button').last().isVisible(),
}

/** A name is on screen when a line or a label holds it as written, as a whole phrase. */
function shows(lines: string[], name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const phrase = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u')
  return lines.some((line) => phrase.test(line))
}

/** The names not on the page now. */
async function notShown(page: Page, names: string[]): Promise<string[]> {
  const lines = await shownAndNamed(page)
  const found = await Promise.all(
    names.map((name) => (symbols[name] ? symbols[name](page) : shows(lines, name))),
  )
  return names.filter((_, index) => !found[index])
}

for (const { heading, names } of guideSections(guide)) {
  test(`the guide's bold names are on screen: ${heading || 'introduction'}`, async ({
    page,
    problems,
  }) => {
    test.slow()
    const screens = screensOf[heading]
    expect(screens, `no screens for the guide's section «${heading}»`).toBeDefined()
    let missing = names
    for (const screen of screens!) {
      // A screen draws its parts over a few seconds: the names get that long to show. A menu the
      // Studio's redraw closed meanwhile is opened once more, as an editor would.
      for (let attempt = 1; attempt <= 2 && missing.length > 0; attempt++) {
        await test.step(screen.name, () => screen(page))
        const settled = Date.now() + 5_000
        missing = await notShown(page, missing)
        while (missing.length > 0 && Date.now() < settled) {
          await page.waitForTimeout(500)
          missing = await notShown(page, missing)
        }
      }
    }
    expect(missing, `bold names of «${heading}» not found on its screens`).toEqual([])
    // Presentation's notice when the framed page takes over 8 s to connect, as on a busy machine:
    // it connected, as the click on its title proved.
    problems.splice(0, problems.length, ...problems.filter((p) => !slowConnection.test(p)))
  })
}
