import { createClient } from '@sanity/client'
import { apiVersion, dataset, isOffline, projectId } from './env'
import { isPreviewing, previewApiHost } from './preview-mode'

/**
 * The web app's read-only client: published content only, through the CDN.
 *
 * Offline, requests must go through `globalThis.fetch`, looked up on every request: that is what
 * msw/node intercepts in Node (prerender, dev loaders). The Node build of @sanity/client would
 * otherwise send them through its own undici agent, which no interceptor sees.
 */
const publishedClient = createClient({
  projectId,
  dataset,
  apiVersion,
  useCdn: true,
  perspective: 'published',
  ...(isOffline && {
    resolveFetch: () => (input: string, init?: RequestInit) => globalThis.fetch(input, init),
  }),
})

/**
 * While an editor previews drafts, the browser reads through the site's own preview endpoint,
 * which checks the preview session and adds the viewer token on the server. Entering and leaving
 * preview are full page loads, so deciding once per page load is enough.
 */
export const client = isPreviewing()
  ? publishedClient.withConfig({
      useProjectHostname: false,
      apiHost: previewApiHost(globalThis.location.origin),
      useCdn: false,
      perspective: 'drafts',
      withCredentials: true,
    })
  : publishedClient
