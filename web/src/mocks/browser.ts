import { http } from 'msw'
import { setupWorker } from 'msw/browser'
import { offlineSanityPath } from '../lib/sanity/env.ts'

const SANITY_URL = /^https:\/\/(?:[a-z0-9-]+\.)*sanity\.io\//

/**
 * Offline, the browser's requests to Sanity (the client's GROQ queries, any CDN URL) are sent by
 * the mock service worker to the dev/preview server's offline API, which answers them with the
 * same handlers Node uses (see vite-plugin-offline-sanity.ts). Nothing is mocked in the page.
 * Resolves once the worker controls the page, so start it before the first query.
 */
export async function startOfflineSanity(): Promise<void> {
  const forwardToDevServer = http.all(SANITY_URL, async ({ request }) => {
    const { host, pathname, search } = new URL(request.url)
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    return fetch(`${offlineSanityPath}/${host}${pathname}${search}`, {
      method: request.method,
      headers: request.headers,
      ...(hasBody && { body: await request.arrayBuffer() }),
    })
  })
  await setupWorker(forwardToDevServer).start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledFrame: 'bypass',
    quiet: true,
  })
}
