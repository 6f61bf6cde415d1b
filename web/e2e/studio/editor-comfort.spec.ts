import { expect, openDocument, openStudio, test } from './studio-fixtures.ts'

test('offline, the user menu offers no «Cerrar sesión», which would do nothing', async ({
  page,
}) => {
  await openStudio(page)
  await page.locator('#user-menu').click()
  const menu = page.getByTestId('user-menu')
  await expect(menu.getByText('Equipo de marketing')).toBeVisible()
  await expect(menu.getByText('Claro')).toBeVisible()
  await expect(page.getByText('Cerrar sesión')).toHaveCount(0)
})

test('a click on the word «Borradores» opens the perspective menu, as its arrow does', async ({
  page,
}) => {
  await page.goto('editar-en-la-pagina')
  const control = page.locator("[data-ui='ReleasesNav']")
  await control.getByText('Borradores', { exact: true }).click({ timeout: 60_000 })
  const menu = page.getByTestId('release-menu')
  await expect(menu.getByText('Publicado')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
})

test('dragging a slide in the carousel order is announced in Spanish', async ({ page }) => {
  await openDocument(page, 'structure/slides;carouselOrder')
  const handle = page.locator('[aria-roledescription="sortable"]').first()
  await expect(handle).toBeVisible({ timeout: 30_000 })
  // Each ordered list has its live region; the one of the list being dragged speaks.
  const announcement = page.locator('[id^="DndLiveRegion"]').filter({ hasText: /\S/ })
  // Picked up and dropped where it was, by keyboard: nothing moves and nothing is saved. Picked
  // up, it is at once over its own place, which is said next: only then does the drag take keys
  // (a Space pressed on «Tomaste…» alone can be lost, and the drag goes on).
  await handle.focus()
  await page.keyboard.press('Space')
  await expect(announcement).toHaveText(/^El elemento está sobre la posición 1 de \d+\.$/)
  await page.keyboard.press('Space')
  await expect(announcement).toHaveText(/^Soltaste el elemento en la posición 1 de \d+\.$/)
  await expect(page.locator('[id^="DndDescribedBy"]').first()).toHaveText(
    /Para tomar un elemento, pulsa la barra espaciadora/,
  )
  expect(await page.locator('body').textContent()).not.toMatch(/Draggable|droppable/)
})
