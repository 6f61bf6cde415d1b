import { expect, test, waitUntilSettled } from './fixtures'
import { reachSanity } from './sanity-in-test'

// A forwarded request still in flight when the test ends must not fail it.
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }))

test('a product published after the build opens from the SPA fallback, with no 404 on the way', async ({
  page,
}) => {
  // Stands in for a product editors published after the build: the site asks Sanity for
  // 'ProductoNuevo' and Sanity answers with a real product's document.
  await reachSanity(page, (url) => {
    if (url.searchParams.get('$slug') === '"ProductoNuevo"') {
      url.searchParams.set('$slug', '"RestauradorDeFaros"')
    }
    return url
  })
  // Every main heading and status text the page shows, from its first paint on.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { textsSeen: seen })
    new MutationObserver(() => {
      const main = document.querySelector('main')
      const text = main?.querySelector('h1, [role="status"]')?.textContent
      if (text && seen.at(-1) !== text) seen.push(text)
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })

  const response = await page.goto('ProductoNuevo')

  // Crawlers are told the address is not (yet) a page; people see it loading, not a 404.
  expect(response?.status()).toBe(404)
  const served = (await response?.text()) ?? ''
  expect(served).toContain('Cargando la página…')
  expect(served).not.toContain('Página no encontrada')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('RESTAURADOR DE FAROS', {
    timeout: 15_000,
  })
  await expect(page).toHaveURL(/\/rehoboth\/ProductoNuevo$/)
  const textsSeen = await page.evaluate(
    () => (window as unknown as { textsSeen: string[] }).textsSeen,
  )
  expect(textsSeen).toEqual(['Cargando la página…', 'RESTAURADOR DE FAROS'])
})

test('an unknown address keeps the header and footer it was served with', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const served = window as unknown as Record<string, unknown>
      served.servedHeader = document.querySelector('header')
      served.servedFooter = document.querySelector('footer')
    })
  })

  await page.goto('no-existe')
  await waitUntilSettled(page)

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
  await expect(page).toHaveTitle(/^Página no encontrada/)
  const kept = await page.evaluate(() => {
    const served = window as unknown as Record<string, unknown>
    return {
      header: served.servedHeader === document.querySelector('header'),
      footer: served.servedFooter === document.querySelector('footer'),
    }
  })
  // Rebuilding them would flash the page and reload the footer map while it loads.
  expect(kept).toEqual({ header: true, footer: true })
})
