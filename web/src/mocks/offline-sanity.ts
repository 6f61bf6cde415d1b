import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { HttpHandler } from 'msw'
import { buildDataset } from '../../../seed/build-dataset.ts'
import { dataset, OFFLINE_PROJECT_ID } from '../lib/sanity/env.ts'
import { createSanityApiHandlers } from './sanity-api/index.ts'
import type { SanityApiOptions } from './sanity-api/index.ts'

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * The offline project: the seed dataset and media, with whatever is written through the API
 * (the importer, the contact form) kept in .offline-data/ or OFFLINE_SANITY_DATA_DIR.
 */
export function offlineSanityOptions(): SanityApiOptions {
  return {
    projectId: OFFLINE_PROJECT_ID,
    dataset,
    seedDocuments: buildDataset({ projectId: OFFLINE_PROJECT_ID, dataset }),
    mediaDir: join(repositoryRoot, 'seed', 'media'),
    storeDir: process.env.OFFLINE_SANITY_DATA_DIR || join(repositoryRoot, '.offline-data'),
  }
}

let handlers: HttpHandler[] | undefined

/** One shared handler set per process, so every server in it sees the same store and caches. */
export function offlineSanityHandlers(): HttpHandler[] {
  handlers ??= createSanityApiHandlers(offlineSanityOptions())
  return handlers
}
