import type { Locator } from '@playwright/test'
import { exteriorCareCards } from '../../../test/spec-contract.ts'
import {
  englishOnScreen,
  expect,
  lakeDocument,
  openDocument,
  servers,
  test,
} from './studio-fixtures.ts'

const sectionHeading = 'Embellecimiento y Cuidado Exterior'

/** The product slugs of the section's cards, in order, as the lake has them (`id`: drafts. or not). */
async function sectionSlugs(id: string) {
  const category = (await lakeDocument(id)) as
    { sections?: { heading?: string; products?: { _ref: string }[] }[] } | undefined
  const section = category?.sections?.find(({ heading }) => heading === sectionHeading)
  return section?.products?.map(({ _ref }) => _ref.replace(/^product-/, ''))
}

/**
 * The centre of a handle once the dialog's list has settled: Sanity may render the list again just
 * after the dialog opens (the handle then has no box, or moves), so it waits for the same box twice.
 */
async function centreOf(handle: Locator) {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null
  await expect
    .poll(
      async () => {
        const next = await handle.boundingBox().catch(() => null)
        const settled = next !== null && next.x === box?.x && next.y === box?.y
        box = next
        return settled
      },
      { timeout: 15_000, intervals: [250] },
    )
    .toBe(true)
  const { x, y, width, height } = box!
  return { x: x + width / 2, y: y + height / 2 }
}

test('dragging a catalogue section’s card to another place and publishing changes the catalogue page', async ({
  page,
  context,
}) => {
  await openDocument(page, 'structure/category;category-paraTuAuto')
  // The order the form shows: the seed's (spec §2), or an earlier attempt's draft on a retry.
  const before =
    (await sectionSlugs('drafts.category-paraTuAuto')) ??
    (await sectionSlugs('category-paraTuAuto')) ??
    []
  expect([...before].sort()).toEqual([...exteriorCareCards].sort())
  await page.getByText(sectionHeading).first().click()
  const handles = page.getByRole('dialog').locator('[data-ui="DragHandleButton"]')
  await expect(handles).toHaveCount(exteriorCareCards.length, { timeout: 30_000 })
  // The section's dialog, its cards and its close button, named in Spanish for screen readers.
  await expect(
    page.getByRole('dialog').getByRole('button', { name: 'Cerrar diálogo' }),
  ).toBeVisible()
  expect(await englishOnScreen(page)).toEqual([])
  // Its breadcrumbs as the titles are written, not capitalized word by word.
  await expect(page.getByRole('dialog')).toContainText('Secciones de productos', {
    useInnerText: true,
  })
  await page.screenshot({ path: 'test-results/studio-section-dialog-1440.png' })

  // The first card's handle (⋮⋮), dragged by the mouse onto the third card's place.
  const from = await centreOf(handles.nth(0))
  const to = await centreOf(handles.nth(2))
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(to.x, to.y + 4, { steps: 20 })
  await page.mouse.up()

  const [first, second, third, ...rest] = before
  const reordered = [second, third, first, ...rest]
  await expect
    .poll(() => sectionSlugs('drafts.category-paraTuAuto'), { timeout: 30_000 })
    .toEqual(reordered)
  await page.keyboard.press('Escape')
  const publish = page.getByRole('button', { name: 'Publicar' })
  await expect(publish).toBeEnabled()
  await publish.click()
  await expect
    .poll(() => sectionSlugs('category-paraTuAuto'), { timeout: 30_000 })
    .toEqual(reordered)

  // A fresh load of the catalogue page on the running site, in a tab of its own.
  const site = await context.newPage()
  await site.goto(`${servers.siteUrl}paraTuAuto`)
  const cardLinks = site
    .getByRole('main')
    .getByRole('region', { name: sectionHeading })
    .getByRole('article')
    .getByRole('link', { name: /^Ver Detalles de / })
  // The prerendered page comes with the content it was built with; the app then reads the lake.
  await expect
    .poll(() => cardLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))), {
      timeout: 30_000,
    })
    .toEqual(reordered.map((slug) => `/rehoboth/${slug}`))
})
