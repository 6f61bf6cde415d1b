import type { SanityClient } from '@sanity/client'
import { contentHash, withoutSystemFields } from './content-hash.ts'
import type { Requester } from './retry.ts'
import type { DatasetDocument } from './dataset-document.ts'
import { transactionBatches } from './transaction-batches.ts'

export interface DocumentSyncResult {
  unchanged: number
  written: number
}

/** Writes the documents whose content differs from the dataset's copy, with createOrReplace. */
export async function syncDocuments(
  client: SanityClient,
  documents: readonly DatasetDocument[],
  request: Requester,
  log: (line: string) => void,
): Promise<DocumentSyncResult> {
  const current = await request('read the current documents', () =>
    client.fetch<DatasetDocument[]>('*[_id in $ids]', {
      ids: documents.map((document) => document._id),
    }),
  )
  const currentHashById = new Map(current.map((document) => [document._id, contentHash(document)]))
  const changed = documents.filter(
    (document) => currentHashById.get(document._id) !== contentHash(document),
  )
  log(`Documents: ${documents.length - changed.length} unchanged, ${changed.length} to write`)

  const batches = transactionBatches(changed)
  for (const [position, batch] of batches.entries()) {
    await request(`write transaction ${position + 1} of ${batches.length}`, () =>
      batch
        .reduce(
          (transaction, document) => transaction.createOrReplace(withoutSystemFields(document)),
          client.transaction(),
        )
        .commit({ returnDocuments: false }),
    )
    log(`  transaction ${position + 1}/${batches.length}: ${batch.length} documents written`)
  }
  return { unchanged: documents.length - changed.length, written: changed.length }
}
