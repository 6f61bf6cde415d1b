import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { HttpHandler } from 'msw'
import { createSanityApiHandlers } from '@rehoboth/content-lake'
import type { SanityApiOptions } from '@rehoboth/content-lake'
import { sharedMswServer } from '@rehoboth/content-lake/msw-node'
import { offlineStoreDir } from '@rehoboth/shared/offline-store'
import { OFFLINE_PROJECT_ID, sanityProject } from '@rehoboth/shared/project'
import { buildDataset } from './build-dataset.ts'

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url))

/**
 * The offline project served by the local Content Lake: the seed dataset and media, with
 * whatever is written through the API (the Studio, the importer, the contact form) kept in
 * .offline-data/ or OFFLINE_SANITY_DATA_DIR. With `exampleRequests`, the seed's example contact
 * requests too, ending yesterday: the standalone lake (`npm run lake`) that the Studio reads has
 * them for its «Resumen»; the servers and tests that answer in-process do not, so the site never
 * sees one (nor e-mails it) and tests count only the requests they send.
 */
export function offlineLakeOptions(options: { exampleRequests?: boolean } = {}): SanityApiOptions {
  const { dataset } = sanityProject(process.env)
  return {
    projectId: OFFLINE_PROJECT_ID,
    dataset,
    seedDocuments: buildDataset({
      projectId: OFFLINE_PROJECT_ID,
      dataset,
      ...(options.exampleRequests && { exampleRequests: { until: new Date() } }),
    }),
    mediaDir: join(repositoryRoot, 'seed', 'media'),
    storeDir: offlineStoreDir(repositoryRoot, process.env),
  }
}

let handlers: HttpHandler[] | undefined

/** One shared handler set per process, so every server in it sees the same store and caches. */
export function offlineLakeHandlers(): HttpHandler[] {
  handlers ??= createSanityApiHandlers(offlineLakeOptions())
  return handlers
}

/**
 * Answers this process's own requests to *.sanity.io from the offline project: the prerender
 * during `vite build`, the React Router config listing product slugs, and server code in the
 * dev and preview servers (route loaders, the contact API). Requests must go through
 * `globalThis.fetch` (see web/src/lib/sanity/client.ts). Returns the function that stops it.
 */
export const startOfflineLake = sharedMswServer(offlineLakeHandlers)
