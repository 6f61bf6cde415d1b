import { test, type Page } from '@playwright/test'

/**
 * The offline API normally answers through a service worker, whose traffic a test cannot change.
 * Specs that use these helpers turn the worker off (`serviceWorkers: 'block'`) and forward
 * Sanity's requests to the preview server themselves, optionally rewriting them.
 */
const sanity = 'https://*.sanity.io/**'

/** Sanity answers (again), from the preview server's offline API. */
export async function reachSanity(page: Page, rewrite: (url: URL) => URL = (url) => url) {
  const siteUrl = test.info().project.use.baseURL ?? ''
  await page.unroute(sanity)
  await page.route(sanity, async (route) => {
    const { host, pathname, search } = rewrite(new URL(route.request().url()))
    const response = await route.fetch({
      url: new URL(`__offline-sanity/${host}${pathname}${search}`, siteUrl).href,
    })
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'access-control-allow-origin': '*' },
    })
  })
}

export async function cutSanityOff(page: Page) {
  await page.unroute(sanity)
  await page.route(sanity, (route) => route.abort('internetdisconnected'))
}
