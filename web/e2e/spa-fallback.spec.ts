import { expect, test } from './fixtures'
import { reachSanity } from './sanity-in-test'

// A forwarded request still in flight when the test ends must not fail it.
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }))

test('a product published after the build opens from the SPA fallback', async ({ page }) => {
  // Stands in for a product editors published after the build: the site asks Sanity for
  // 'ProductoNuevo' and Sanity answers with a real product's document.
  await reachSanity(page, (url) => {
    if (url.searchParams.get('$slug') === '"ProductoNuevo"') {
      url.searchParams.set('$slug', '"RestauradorDeFaros"')
    }
    return url
  })

  const response = await page.goto('ProductoNuevo')

  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('RESTAURADOR DE FAROS', {
    timeout: 15_000,
  })
  await expect(page).toHaveURL(/\/rehoboth\/ProductoNuevo$/)
})
