import { createClient } from '@sanity/client'
import { apiVersion, dataset, isOffline, projectId } from './env'

/**
 * The web app's read-only client: published content only, through the CDN.
 *
 * Offline, requests must go through `globalThis.fetch`, looked up on every request: that is what
 * msw/node intercepts in Node (prerender, dev loaders). The Node build of @sanity/client would
 * otherwise send them through its own undici agent, which no interceptor sees.
 */
export const client = createClient({
  projectId,
  dataset,
  apiVersion,
  useCdn: true,
  perspective: 'published',
  ...(isOffline && {
    resolveFetch: () => (input: string, init?: RequestInit) => globalThis.fetch(input, init),
  }),
})
