import { randomUUID } from 'node:crypto'
import { Mutation } from '@sanity/mutator'
import type { Mut } from '@sanity/mutator'
import { withArrayKeys } from './array-keys.ts'
import { patchProblem } from './patch-validation.ts'
import { badRequest, failedAt } from './sanity-errors.ts'
import type { SanityDocument } from './types.ts'

export type MutationOperation = 'create' | 'update' | 'delete' | 'none'

export interface MutationResult {
  id: string
  operation: MutationOperation
}

export interface TransactionOptions {
  transactionId: string
  timestamp: string
  autoGenerateArrayKeys: boolean
  /** Ids of the documents a `{query, params}` selection (patch or delete) matches. */
  selectIds: (query: string, params: Record<string, unknown>) => Promise<string[] | Response>
}

export interface CommittedTransaction {
  results: MutationResult[]
  changes: Map<string, SanityDocument | null>
  /** The mutations (as sent) that touched each changed document. */
  mutationsById: Map<string, unknown[]>
}

// Sanity answers a patch of a missing document with 404, a revision or id clash with 409.
const STATUS_BY_FAILURE: Record<string, number> = {
  documentNotFoundError: 404,
  conflictError: 409,
  documentAlreadyExistsError: 409,
  validationError: 400,
}

const VALID_ID = /^[a-zA-Z0-9_][a-zA-Z0-9_-]*(\.[a-zA-Z0-9_][a-zA-Z0-9_-]*)*$/

class MutationFailure extends Error {
  readonly type: string
  readonly id: string | undefined

  constructor(type: string, description: string, id?: string) {
    super(description)
    this.type = type
    this.id = id
  }
}

type Selection = { id: string } | { query: string; params?: Record<string, unknown> }

/**
 * Applies the mutations of one request in order, all or nothing, to a working copy of the
 * documents; the caller persists `changes` when it succeeds.
 */
export async function runTransaction(
  mutations: unknown,
  read: (id: string) => SanityDocument | undefined,
  options: TransactionOptions,
): Promise<CommittedTransaction | Response> {
  if (!Array.isArray(mutations)) return badRequest('Body property "mutations" must be an array')
  const changes = new Map<string, SanityDocument | null>()
  const current = (id: string) => (changes.has(id) ? (changes.get(id) ?? undefined) : read(id))
  const results: MutationResult[] = []
  const mutationsById = new Map<string, unknown[]>()
  let currentMutation: unknown
  const touched = (id: string) => {
    const list = mutationsById.get(id) ?? []
    if (!list.includes(currentMutation)) list.push(currentMutation)
    mutationsById.set(id, list)
  }

  const stamp = (document: SanityDocument, createdAt?: string): SanityDocument => {
    const keyed = options.autoGenerateArrayKeys ? withArrayKeys(document) : document
    return {
      ...keyed,
      _createdAt: createdAt ?? document._createdAt ?? options.timestamp,
      _updatedAt: options.timestamp,
      _rev: options.transactionId,
    }
  }

  const select = async (selection: Selection): Promise<string[]> => {
    if ('id' in selection) {
      if (typeof selection.id !== 'string') {
        throw new MutationFailure('validationError', 'Document "id" must be a string')
      }
      return [selection.id]
    }
    const { query, params = {} } = selection
    if (
      typeof query !== 'string' ||
      !params ||
      typeof params !== 'object' ||
      Array.isArray(params)
    ) {
      throw new MutationFailure(
        'validationError',
        'A selection needs a string "query" and an object of "params"',
      )
    }
    const ids = await options.selectIds(query, params)
    if (ids instanceof Response) throw ids
    return ids
  }

  const apply: Record<string, (body: never) => Promise<void> | void> = {
    create: (body: SanityDocument) => {
      const document = withValidId(body)
      if (current(document._id)) {
        throw new MutationFailure(
          'documentAlreadyExistsError',
          `Document by ID "${document._id}" already exists`,
          document._id,
        )
      }
      changes.set(document._id, stamp(document))
      touched(document._id)
      results.push({ id: document._id, operation: 'create' })
    },
    createIfNotExists: (body: SanityDocument) => {
      const document = withValidId(body, { idRequired: true })
      if (current(document._id)) {
        results.push({ id: document._id, operation: 'none' })
        return
      }
      changes.set(document._id, stamp(document))
      touched(document._id)
      results.push({ id: document._id, operation: 'create' })
    },
    createOrReplace: (body: SanityDocument) => {
      const document = withValidId(body, { idRequired: true })
      const existing = current(document._id)
      changes.set(document._id, stamp(document, existing?._createdAt))
      touched(document._id)
      results.push({ id: document._id, operation: existing ? 'update' : 'create' })
    },
    delete: async (body: Selection) => {
      for (const id of await select(body)) {
        const existing = current(id)
        if (existing) {
          changes.set(id, null)
          touched(id)
        }
        results.push({ id, operation: existing ? 'delete' : 'none' })
      }
    },
    patch: async (body: Selection & { ifRevisionID?: string }) => {
      const { ifRevisionID, ...patch } = body
      if (!('id' in body) && !('query' in body)) {
        throw new MutationFailure('validationError', 'Patch needs an "id" or a "query"')
      }
      const problem = patchProblem(body)
      if (problem) throw new MutationFailure('validationError', problem)
      for (const id of await select(body)) {
        const existing = current(id)
        if (!existing) {
          throw new MutationFailure('documentNotFoundError', `Document by ID "${id}" not found`, id)
        }
        if (ifRevisionID !== undefined && existing._rev !== ifRevisionID) {
          throw new MutationFailure(
            'conflictError',
            `Document by ID "${id}" has unexpected revision ID ("${existing._rev}"), expected "${ifRevisionID}"`,
            id,
          )
        }
        let patched: SanityDocument
        try {
          patched = new Mutation({
            mutations: [{ patch: { ...patch, id } } as Mut],
            timestamp: options.timestamp,
            transactionId: options.transactionId,
          }).apply(structuredClone(existing) as SanityDocument) as SanityDocument
        } catch (error) {
          throw new MutationFailure(
            'validationError',
            `Invalid patch: ${error instanceof Error ? error.message : String(error)}`,
            id,
          )
        }
        if (!patched || typeof patched !== 'object' || patched._id !== id) {
          throw new MutationFailure('validationError', 'A patch cannot change "_id"', id)
        }
        changes.set(id, stamp(patched, existing._createdAt))
        touched(id)
        results.push({ id, operation: 'update' })
      }
    },
  }

  for (const [index, mutation] of mutations.entries()) {
    const entries = Object.entries((mutation ?? {}) as Record<string, unknown>)
    const [kind, body] = entries[0] ?? []
    const operation = kind !== undefined && Object.hasOwn(apply, kind) ? apply[kind] : undefined
    if (entries.length !== 1 || !operation || !body || typeof body !== 'object') {
      return badRequest(`Mutation ${index} is not one of ${Object.keys(apply).join(', ')}`)
    }
    currentMutation = mutation
    try {
      await operation(body as never)
    } catch (error) {
      if (error instanceof Response) return error
      if (!(error instanceof MutationFailure)) throw error
      return failedAt(index, error, STATUS_BY_FAILURE[error.type] ?? 409)
    }
  }
  return { results, changes, mutationsById }
}

function withValidId(body: SanityDocument, { idRequired = false } = {}): SanityDocument {
  if (typeof body._type !== 'string' || !body._type) {
    throw new MutationFailure(
      'validationError',
      'Document is missing the required "_type" attribute',
    )
  }
  if (body._id === undefined || (typeof body._id === 'string' && body._id.endsWith('.'))) {
    if (idRequired) {
      throw new MutationFailure(
        'validationError',
        'Document is missing the required "_id" attribute',
      )
    }
    return { ...body, _id: `${body._id ?? ''}${randomUUID()}` }
  }
  if (typeof body._id !== 'string' || !VALID_ID.test(body._id) || body._id.length > 128) {
    throw new MutationFailure('validationError', `Document ID "${String(body._id)}" is not valid`)
  }
  return body
}
