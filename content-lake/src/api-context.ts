import { join } from 'node:path'
import { AssetFiles } from './asset-files.ts'
import { createAuthorization } from './authorization.ts'
import type { Caller, Writer } from './authorization.ts'
import { DocumentStore } from './document-store.ts'
import { DEFAULT_QUERY_TIMEOUT_MS, runQuery, warmQueryWorkers } from './query-runner.ts'
import type { QueryAnswer, QueryJob } from './query-runner.ts'
import type { SanityApiOptions } from './types.ts'

/** What every endpoint of one offline project works with. */
export interface ApiContext {
  projectId: string
  dataset: string
  /** Origins of the data API: the live one and the CDN one answer the same here. */
  apiHosts: readonly string[]
  store: DocumentStore
  assetFiles: AssetFiles
  /** Every write (mutation, upload) runs alone, in arrival order, across processes too. */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>
  /** Who is asking: anonymous or a token's holder (who reads drafts), or a 401 answer. */
  caller: (request: Request) => Caller | Response
  /** Who writes (the author to record and the token's role), or the 401 Sanity answers. */
  writer: (request: Request) => Writer | Response
  /** Runs a GROQ query off the main thread within the lake's time limit. */
  query: (
    job: Omit<QueryJob, 'timeoutMs' | 'context'> & { identity: string },
  ) => Promise<QueryAnswer>
}

export function createApiContext(options: SanityApiOptions): ApiContext {
  const { projectId, dataset, storeDir } = options
  const store = new DocumentStore(options.seedDocuments, storeDir, dataset)
  warmQueryWorkers()
  const { caller, writer } = createAuthorization(options.tokens)
  return {
    projectId,
    dataset,
    apiHosts: [`https://${projectId}.api.sanity.io`, `https://${projectId}.apicdn.sanity.io`],
    store,
    assetFiles: new AssetFiles(options.mediaDir, join(storeDir, 'assets', dataset)),
    exclusive: (task) => store.exclusive(task),
    caller,
    writer,
    query: ({ identity, ...job }) =>
      runQuery({
        ...job,
        context: { projectId, dataset, identity },
        timeoutMs: options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
      }),
  }
}
