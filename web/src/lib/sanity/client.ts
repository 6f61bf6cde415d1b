import type { ClientReturn, QueryParams, SanityClient } from '@sanity/client'
import { apiVersion, dataset, isOffline, projectId } from './env'
import { isPreviewing, previewApiHost } from './preview-mode'

/**
 * The web app's read-only client: published content only, through the CDN.
 *
 * Offline, requests must go through `globalThis.fetch`, looked up on every request: that is what
 * msw/node intercepts in Node (prerender, dev loaders). The Node build of @sanity/client would
 * otherwise send them through its own undici agent, which no interceptor sees.
 *
 * While an editor previews drafts, the browser reads through the site's own preview endpoint,
 * which checks the preview session and adds the viewer token on the server. Entering and leaving
 * preview are full page loads, so deciding once per page load is enough.
 */
async function createSanityClient(): Promise<SanityClient> {
  const { createClient } = await import('@sanity/client')
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
  return isPreviewing()
    ? publishedClient.withConfig({
        useProjectHostname: false,
        apiHost: previewApiHost(globalThis.location.origin),
        useCdn: false,
        perspective: 'drafts',
        withCredentials: true,
      })
    : publishedClient
}

// Prerendered pages carry their content, so @sanity/client is loaded only when a page first asks
// Sanity (after hydration, or on a client-side navigation), never as part of the initial script.
let sanityClientLoading: Promise<SanityClient> | undefined

export function sanityClient(): Promise<SanityClient> {
  sanityClientLoading ??= createSanityClient()
  return sanityClientLoading
}

let sanityReachable: Promise<void> = Promise.resolve()

/**
 * Makes every query wait for `ready` first. Offline, the browser reaches Sanity only through the
 * mock service worker, which starts while the page hydrates.
 */
export function queriesWaitFor(ready: Promise<void>): void {
  sanityReachable = ready
}

/** Reads published content (drafts while previewing), typed by the generated query map. */
async function fetchQuery<const G extends string>(
  query: G,
  params: QueryParams = {},
): Promise<ClientReturn<G, unknown>> {
  await sanityReachable
  const sanity = await sanityClient()
  return sanity.fetch<ClientReturn<G, unknown>>(query, params)
}

export const client = { fetch: fetchQuery }
