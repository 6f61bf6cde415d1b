import { expect, test } from '../fixtures'
import { phone } from '../phone'

// A newcomer runs `npm start` and opens the site: the dev server has just bundled its dependencies
// (playwright.config.ts starts it with --force, on a cache of its own), and this is the first page
// it serves. Each test runs alone against that server, so the first one is the first visit.
test.use(phone)

test('the first page the dev server serves loads once, takes over, and logs no warning', async ({
  page,
  problems,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  let loads = 0
  page.on('load', () => (loads += 1))

  await page.goto('./')
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 60_000 })
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible()

  // The dev server reloads a page when it finds a dependency its first bundle missed.
  expect(loads).toBe(1)
  expect(warnings).toEqual([])
  expect(problems).toEqual([])
})
