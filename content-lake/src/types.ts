import type { ProjectToken } from './authorization.ts'

/** A document as the Sanity HTTP API stores and returns it. */
export interface SanityDocument {
  _id: string
  _type: string
  _rev?: string
  _createdAt?: string
  _updatedAt?: string
  [field: string]: unknown
}

export interface SanityApiOptions {
  projectId: string
  /** The one dataset served; requests for any other answer 404 like Sanity. */
  dataset: string
  /** The read-only base content, e.g. the seed dataset. */
  seedDocuments: readonly SanityDocument[]
  /** Folder with the seed media files and their manifest.json (seed/media). */
  mediaDir?: string
  /** Writable folder: documents written through the API (<dataset>.ndjson) and uploaded files. */
  storeDir: string
  /** How long a query may run before it is stopped with a timeout error (default 5,000 ms). */
  queryTimeoutMs?: number
  /**
   * The project's API tokens, to rehearse a deployment: only these are accepted, each as its role
   * allows. Without them (offline) any token but INVALID_TOKEN is the local editor's.
   */
  tokens?: readonly ProjectToken[]
}
