import type { Page } from '@playwright/test'

/**
 * Offline, the page's Sanity client asks the preview server's offline API at
 * `<base>__offline-sanity/<projectId>.api[cdn].sanity.io/...`; images and files (cdn.sanity.io)
 * are left alone. Specs use these helpers to change or cut that traffic.
 */
const sanityApi = /\/__offline-sanity\/[a-z0-9-]+\.api(?:cdn)?\.sanity\.io\//

/** Sanity answers (again), optionally to a rewritten request. */
export async function reachSanity(page: Page, rewrite: (url: URL) => URL = (url) => url) {
  await page.unroute(sanityApi)
  await page.route(sanityApi, async (route) => {
    const url = rewrite(new URL(route.request().url()))
    await route.fulfill({ response: await route.fetch({ url: url.href }) })
  })
}

export async function cutSanityOff(page: Page) {
  await page.unroute(sanityApi)
  await page.route(sanityApi, (route) => route.abort('internetdisconnected'))
}
