import type { ClientConfig, ClientReturn, QueryParams, SanityClient } from '@sanity/client'
import { apiVersion, dataset, isOffline, offlineSanityPath, projectId } from './env'
import { isPreviewing, previewApiHost } from './preview-mode'

/**
 * The web app's read-only client: published content only, through the CDN.
 *
 * Offline in Node, requests must go through `globalThis.fetch`, looked up on every request: that is
 * what msw/node intercepts (prerender, tests). The Node build of @sanity/client would otherwise
 * send them through its own undici agent, which no interceptor sees.
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
    ...(isOffline && offlineConfig()),
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

/**
 * Offline, a page in the browser asks the dev or preview server that served it, which answers as
 * Sanity (web/vite/offline-sanity-plugin.ts). Node (the prerender) and Vitest ask
 * Sanity's own addresses, which msw/node answers.
 */
function offlineConfig(): ClientConfig {
  const inBrowserPage = typeof window !== 'undefined' && import.meta.env.MODE !== 'test'
  return inBrowserPage
    ? {
        useProjectHostname: false,
        apiHost: `${window.location.origin}${offlineSanityPath}/${projectId}.apicdn.sanity.io`,
      }
    : { resolveFetch: () => (input: string, init?: RequestInit) => globalThis.fetch(input, init) }
}

// Prerendered pages carry their content, so @sanity/client is loaded only when a page first asks
// Sanity (after hydration, or on a client-side navigation), never as part of the initial script.
let sanityClientLoading: Promise<SanityClient> | undefined

export function sanityClient(): Promise<SanityClient> {
  sanityClientLoading ??= createSanityClient()
  return sanityClientLoading
}

/** Reads published content (drafts while previewing), typed by the generated query map. */
async function fetchQuery<const G extends string>(
  query: G,
  params: QueryParams = {},
): Promise<ClientReturn<G, unknown>> {
  const sanity = await sanityClient()
  return sanity.fetch<ClientReturn<G, unknown>>(query, params)
}

export const client = { fetch: fetchQuery }
