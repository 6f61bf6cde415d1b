import { e2eRunFolder } from '../../../test/test-store.ts'
import { editorLake } from '../../server/testing/editor-lake.ts'
import { expect, test, waitForApp } from '../fixtures'

// The dev server's store (test/e2e-dev-server.ts), written as the Studio writes it through the
// lake: the site's own proxy serves visitors only.
const editor = editorLake(e2eRunFolder('dev-store'))

const slug = 'NuevoProductoPrueba'
const id = `product-${slug}`
const title = 'NUEVO PRODUCTO DE PRUEBA'
const notFound = 'Página no encontrada'

/** Publishes a copy of a seed product under a new name and address, after the server started. */
async function publishNewProduct() {
  const product = await editor.doc('product-RestauradorDeFaros')
  await editor.mutate([
    {
      createOrReplace: {
        ...product,
        _id: id,
        title,
        slug: { _type: 'slug', current: slug },
      },
    },
  ])
}

test.afterEach(() => editor.mutate([{ delete: { id } }]))

test('a product published after the dev server started shows its title in its first paint', async ({
  page,
  request,
  problems,
}) => {
  // Loads the address once first, as an editor checking too early would: the server must not
  // keep the answer it gave before the product existed.
  expect((await request.get(slug)).status()).toBe(404)
  await publishNewProduct()

  const html = await (await request.get(slug)).text()
  expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
  expect(html).not.toContain(notFound)

  // Every main heading the page ever shows, from its first paint until the app has taken over.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { headingsSeen: seen })
    new MutationObserver(() => {
      const text = document.querySelector('h1')?.textContent
      if (text && seen.at(-1) !== text) seen.push(text)
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  await page.goto(slug)
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  const headingsSeen = await page.evaluate(
    () => (window as unknown as { headingsSeen: string[] }).headingsSeen,
  )
  expect(headingsSeen).toEqual([title])
  expect(problems).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the new product is there too', async ({ page }) => {
    await publishNewProduct()
    await page.goto(slug)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })
})
