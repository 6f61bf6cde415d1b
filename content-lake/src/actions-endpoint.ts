import { http } from 'msw'
import type { HttpHandler } from 'msw'
import { ActionFailure, existing, text } from './action-failure.ts'
import type { Action, Read } from './action-failure.ts'
import type { ApiContext } from './api-context.ts'
import { releaseDocumentId, releaseMutations, versionPrefix } from './release-actions.ts'
import type { ReleaseLookups } from './release-actions.ts'
import { insufficientPermissions } from './authorization.ts'
import { randomId } from './random-id.ts'
import { MAX_WRITE_BODY_BYTES, readJsonBody } from './request-body.ts'
import { badRequest, datasetNotFound, transactionIdProblem, failedAt } from './sanity-errors.ts'
import { strengthenOnPublish } from './strengthen-references.ts'
import { runTransaction } from './transaction.ts'
import type { SanityDocument } from './types.ts'

function checkRevision(document: SanityDocument | undefined, expected: unknown, id: string): void {
  if (typeof expected === 'string' && document?._rev !== expected) {
    throw new ActionFailure(
      409,
      'conflictError',
      `Document by ID "${id}" has unexpected revision ID ("${document?._rev}"), expected "${expected}"`,
      id,
    )
  }
}

/** The mutations that do what one action of the Actions API asks, given the current documents. */
function mutationsFor(action: Action, read: Read, lookups: ReleaseLookups): unknown[] {
  if (String(action.actionType).startsWith('sanity.action.release.')) {
    return releaseMutations(action, read, lookups)
  }
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const publishedId = text(action, 'publishedId')
      const attributes = (action.attributes ?? {}) as SanityDocument
      const id = typeof attributes._id === 'string' ? attributes._id : `drafts.${publishedId}`
      if (read(id)) {
        if (action.ifExists === 'ignore') return []
        throw new ActionFailure(
          409,
          'documentAlreadyExistsError',
          `Document by ID "${id}" already exists`,
          id,
        )
      }
      return [{ create: { ...attributes, _id: id } }]
    }
    case 'sanity.action.document.edit': {
      const draftId = text(action, 'draftId')
      const publishedId = text(action, 'publishedId')
      const start = read(draftId)
        ? []
        : [{ create: { ...existing(read, publishedId), _id: draftId } }]
      return [...start, { patch: { ...(action.patch as object), id: draftId } }]
    }
    case 'sanity.action.document.publish': {
      const draftId = text(action, 'draftId')
      const publishedId = text(action, 'publishedId')
      const draft = existing(read, draftId)
      checkRevision(draft, action.ifDraftRevisionId, draftId)
      checkRevision(read(publishedId), action.ifPublishedRevisionId, publishedId)
      return [
        { createOrReplace: strengthenOnPublish({ ...draft, _id: publishedId }) },
        { delete: { id: draftId } },
      ]
    }
    case 'sanity.action.document.unpublish': {
      const draftId = text(action, 'draftId')
      const publishedId = text(action, 'publishedId')
      const published = existing(read, publishedId)
      const keep = read(draftId) ? [] : [{ create: { ...published, _id: draftId } }]
      return [...keep, { delete: { id: publishedId } }]
    }
    case 'sanity.action.document.delete': {
      const publishedId = text(action, 'publishedId')
      const drafts = Array.isArray(action.includeDrafts) ? (action.includeDrafts as string[]) : []
      return [publishedId, ...drafts].map((id) => ({ delete: { id } }))
    }
    case 'sanity.action.document.discard':
      return [{ delete: { id: text(action, 'draftId') } }]
    case 'sanity.action.document.version.discard':
      return [{ delete: { id: text(action, 'versionId') } }]
    case 'sanity.action.document.replace':
      return [
        {
          createOrReplace: { ...(action.document as object), _id: text(action, 'draftId') },
        },
      ]
    case 'sanity.action.document.version.unpublish': {
      // The version says "unpublish on release": publishing the release deletes the document.
      const versionId = text(action, 'versionId')
      const base = read(versionId) ?? {
        ...existing(read, text(action, 'publishedId')),
        _id: versionId,
      }
      return [{ createOrReplace: { ...base, _system: { delete: true } } }]
    }
    case 'sanity.action.document.version.replace':
      return [{ createOrReplace: action.document }]
    case 'sanity.action.document.version.create': {
      if (action.document) return [{ create: action.document }]
      const base = existing(read, text(action, 'baseId'))
      checkRevision(base, action.ifBaseRevisionId, base._id)
      return [{ create: { ...base, _id: text(action, 'versionId') } }]
    }
    default:
      throw new ActionFailure(
        400,
        'validationError',
        `Action type "${String(action.actionType)}" is not supported by the local Content Lake`,
      )
  }
}

function releaseLookups(
  api: ApiContext,
  changes: ReadonlyMap<string, SanityDocument | null>,
  timestamp: string,
): ReleaseLookups {
  return {
    timestamp,
    versionIds: (releaseId) => {
      const prefix = versionPrefix(releaseId)
      const ids = new Set(api.store.documents().map(({ _id }) => _id))
      for (const [id, document] of changes) {
        if (document) ids.add(id)
        else ids.delete(id)
      }
      return [...ids].filter((id) => id.startsWith(prefix))
    },
    archivedVersions: (releaseId) => {
      const documentId = releaseDocumentId(releaseId)
      const archiving = api.store.log
        .entries()
        .findLast(({ changes: logged }) =>
          logged.some(({ id, after }) => id === documentId && after?.state === 'archived'),
        )
      return (archiving?.changes ?? []).flatMap(({ id, before, after }) =>
        id.startsWith(versionPrefix(releaseId)) && before && !after ? [before] : [],
      )
    },
  }
}

async function answerActions(
  api: ApiContext,
  request: Request,
  dataset: string,
): Promise<Response> {
  if (dataset !== api.dataset) return datasetNotFound(api.projectId, dataset)
  const writer = api.writer(request)
  if (writer instanceof Response) return writer
  if (writer.role !== 'editor') return insufficientPermissions('update')
  const read = await readJsonBody(request, MAX_WRITE_BODY_BYTES)
  if (read instanceof Response) return read
  const body = (read ?? {}) as { actions?: unknown; transactionId?: unknown; dryRun?: unknown }
  const actions = Array.isArray(body?.actions) ? body.actions : body?.actions ? [body.actions] : []
  if (actions.length === 0) return badRequest('Body property "actions" must be a non-empty array')
  const transactionId = typeof body.transactionId === 'string' ? body.transactionId : randomId()
  const timestamp = new Date().toISOString()

  return api.exclusive(async () => {
    const replayed = transactionIdProblem(body.transactionId, (id) => api.store.log.has(id))
    if (replayed) return replayed
    const changes = new Map<string, SanityDocument | null>()
    const mutationsById = new Map<string, unknown[]>()
    const read = (id: string) =>
      changes.has(id) ? (changes.get(id) ?? undefined) : api.store.get(id)
    for (const [index, action] of actions.entries()) {
      let mutations: unknown[]
      try {
        if (!action || typeof action !== 'object') {
          throw new ActionFailure(400, 'validationError', 'Action must be an object')
        }
        mutations = mutationsFor(action as Action, read, releaseLookups(api, changes, timestamp))
      } catch (error) {
        if (!(error instanceof ActionFailure)) throw error
        return failedAt(index, error, error.status)
      }
      const outcome = await runTransaction(mutations, read, {
        transactionId,
        timestamp,
        autoGenerateArrayKeys: true,
        selectIds: async () => [],
      })
      if (outcome instanceof Response) return outcome
      for (const [id, document] of outcome.changes) changes.set(id, document)
      for (const [id, list] of outcome.mutationsById) {
        mutationsById.set(id, [...(mutationsById.get(id) ?? []), ...list])
      }
    }
    if (body.dryRun !== true && changes.size > 0) {
      api.store.commit(changes, {
        transactionId,
        timestamp,
        author: writer.author,
        mutations: mutationsById,
      })
    }
    return Response.json({ transactionId })
  })
}

/**
 * POST /data/actions/<dataset>: the Actions API the Studio uses to create, edit, publish,
 * unpublish, discard, delete and restore documents, done as mutations in one transaction.
 */
export function actionsHandlers(api: ApiContext): HttpHandler[] {
  return api.apiHosts.map((host) =>
    http.post(`${host}/:version/data/actions/:dataset`, ({ request, params }) =>
      answerActions(api, request, String(params.dataset)),
    ),
  )
}
