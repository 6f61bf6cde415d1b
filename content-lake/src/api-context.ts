import { join } from 'node:path'
import { AssetFiles } from './asset-files.ts'
import { DocumentStore } from './document-store.ts'
import { createSerialQueue } from './serial-queue.ts'
import type { SanityApiOptions } from './types.ts'

/** What every endpoint of one offline project works with. */
export interface ApiContext {
  projectId: string
  dataset: string
  /** Origins of the data API: the live one and the CDN one answer the same here. */
  apiHosts: readonly string[]
  store: DocumentStore
  assetFiles: AssetFiles
  /** Every write (mutation, upload) runs alone, in arrival order. */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>
}

export function createApiContext(options: SanityApiOptions): ApiContext {
  const { projectId, dataset, storeDir } = options
  return {
    projectId,
    dataset,
    apiHosts: [`https://${projectId}.api.sanity.io`, `https://${projectId}.apicdn.sanity.io`],
    store: new DocumentStore(options.seedDocuments, join(storeDir, `${dataset}.ndjson`)),
    assetFiles: new AssetFiles(options.mediaDir, join(storeDir, 'assets', dataset)),
    exclusive: createSerialQueue(),
  }
}
