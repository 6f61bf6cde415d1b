import { strongReferences } from './references.ts'
import type { DatasetDocument } from './dataset-document.ts'

export interface BatchLimits {
  maxDocuments: number
  maxBytes: number
}

export const defaultBatchLimits: BatchLimits = { maxDocuments: 50, maxBytes: 500 * 1024 }

/**
 * Groups of documents that reference each other in a cycle (a category and its products), listed
 * so that every group comes after the groups it references (Tarjan's algorithm emits them so).
 * Sanity rejects a strong reference to a document that does not exist yet, unless both are
 * written in the same transaction.
 */
function referenceGroups(documents: readonly DatasetDocument[]): DatasetDocument[][] {
  const byId = new Map(documents.map((document) => [document._id, document]))
  const indexById = new Map<string, number>()
  const stack: DatasetDocument[] = []
  const onStack = new Set<string>()
  const groups: DatasetDocument[][] = []

  const visit = (document: DatasetDocument): number => {
    const ownIndex = indexById.size
    indexById.set(document._id, ownIndex)
    stack.push(document)
    onStack.add(document._id)
    let lowLink = ownIndex
    for (const targetId of new Set(strongReferences(document))) {
      const target = byId.get(targetId)
      const targetIndex = indexById.get(targetId)
      if (!target) continue
      if (targetIndex === undefined) lowLink = Math.min(lowLink, visit(target))
      else if (onStack.has(targetId)) lowLink = Math.min(lowLink, targetIndex)
    }
    if (lowLink === ownIndex) {
      const group = stack.splice(stack.lastIndexOf(document))
      for (const member of group) onStack.delete(member._id)
      groups.push(group)
    }
    return lowLink
  }

  for (const document of documents) {
    if (!indexById.has(document._id)) visit(document)
  }
  return groups
}

/**
 * Splits the documents into transactions of bounded size, never splitting a reference cycle and
 * never writing a document before the documents it references.
 */
export function transactionBatches(
  documents: readonly DatasetDocument[],
  limits: BatchLimits = defaultBatchLimits,
): DatasetDocument[][] {
  const batches: DatasetDocument[][] = []
  let current: DatasetDocument[] = []
  let currentBytes = 0
  for (const group of referenceGroups(documents)) {
    const groupBytes = group.reduce(
      (total, document) => total + Buffer.byteLength(JSON.stringify(document)),
      0,
    )
    const fits =
      current.length + group.length <= limits.maxDocuments &&
      currentBytes + groupBytes <= limits.maxBytes
    if (!fits && current.length > 0) {
      batches.push(current)
      current = []
      currentBytes = 0
    }
    current = [...current, ...group]
    currentBytes += groupBytes
  }
  if (current.length > 0) batches.push(current)
  return batches
}
