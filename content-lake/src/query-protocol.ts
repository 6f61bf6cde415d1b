import type { QueryContext, QueryFailure, QueryOutcome } from './groq-query.ts'
import type { SanityDocument } from './types.ts'

/** One query for a query worker. */
export interface WorkerJob {
  id: number
  query: string
  params: Record<string, unknown>
  context: QueryContext
  /** Names a document set the worker keeps between queries; absent for one-off sets. */
  documentsKey?: string
  /** Sent when the worker may not have the set `documentsKey` names (or with no key). */
  documents?: readonly SanityDocument[]
}

export type WorkerReply =
  | { id: number; outcome: QueryOutcome | QueryFailure }
  | { id: number; needsDocuments: true }
  | { id: number; error: string }
