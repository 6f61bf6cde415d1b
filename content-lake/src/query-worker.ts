// A query worker (see query-runner.ts): parses and evaluates GROQ off the main thread, so that no
// query can stall the lake's other requests, and the runner can stop one that runs too long.
import { parentPort } from 'node:worker_threads'
import type { ExprNode } from 'groq-js'
import { evaluateQuery, isQueryFailure, parseQuery } from './groq-query.ts'
import type { QueryFailure } from './groq-query.ts'
import type { WorkerJob, WorkerReply } from './query-protocol.ts'
import type { SanityDocument } from './types.ts'

const DOCUMENT_SETS = 8
const PARSED_QUERIES = 200

/** A map that forgets its least recently used entries beyond `size`. */
function recentlyUsed<V>(size: number) {
  const entries = new Map<string, V>()
  return {
    get(key: string): V | undefined {
      const value = entries.get(key)
      if (value !== undefined) {
        entries.delete(key)
        entries.set(key, value)
      }
      return value
    },
    set(key: string, value: V): void {
      entries.delete(key)
      entries.set(key, value)
      if (entries.size > size) entries.delete(entries.keys().next().value as string)
    },
  }
}

const documentSets = recentlyUsed<readonly SanityDocument[]>(DOCUMENT_SETS)
const parsedQueries = recentlyUsed<ExprNode | QueryFailure>(PARSED_QUERIES)

async function answer(job: WorkerJob): Promise<WorkerReply> {
  let documents = job.documents
  if (job.documentsKey !== undefined) {
    if (documents) documentSets.set(job.documentsKey, documents)
    else documents = documentSets.get(job.documentsKey)
  }
  if (!documents) return { id: job.id, needsDocuments: true }
  const parseKey = `${job.query}\u0000${JSON.stringify(job.params)}`
  let tree = parsedQueries.get(parseKey)
  if (!tree) {
    tree = parseQuery(job.query, job.params)
    parsedQueries.set(parseKey, tree)
  }
  if (isQueryFailure(tree)) return { id: job.id, outcome: tree }
  return {
    id: job.id,
    outcome: await evaluateQuery(job.query, tree, job.params, documents, job.context),
  }
}

parentPort?.on('message', (job: WorkerJob) => {
  answer(job).then(
    (reply) => parentPort?.postMessage(reply),
    (error: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies WorkerReply),
  )
})

parentPort?.postMessage('ready')
