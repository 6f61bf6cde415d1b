import { http } from 'msw'
import type { HttpHandler } from 'msw'
import type { ApiContext } from './api-context.ts'
import { assetUrlView } from './asset-urls.ts'
import type { DocumentView } from './asset-urls.ts'
import { SEED_AUTHOR_ID } from './local-editor.ts'
import { wholeValueEffects } from './mendoza-effects.ts'
import { badRequest, datasetNotFound, forbidden } from './sanity-errors.ts'
import type { TransactionEntry } from './transaction-log.ts'
import type { SanityDocument } from './types.ts'

/**
 * The seed's documents as the first transaction of their history (its id is their seed `_rev`),
 * so the Studio's history starts at the seed, then every logged transaction.
 */
function historyOf(api: ApiContext, ids: readonly string[]): TransactionEntry[] {
  const seedEntries = ids.flatMap((id): TransactionEntry[] => {
    const seed = api.store.seedDocument(id)
    if (!seed?._rev) return []
    return [
      {
        id: seed._rev,
        timestamp: seed._updatedAt ?? seed._createdAt ?? new Date(0).toISOString(),
        author: SEED_AUTHOR_ID,
        changes: [{ id, before: null, after: seed, mutations: [{ createOrReplace: seed }] }],
      },
    ]
  })
  const wanted = new Set(ids)
  return [
    ...seedEntries,
    ...api.store.log.entries().filter((entry) => entry.changes.some(({ id }) => wanted.has(id))),
  ]
}

function answerTransactions(api: ApiContext, url: URL, ids: string[], view: DocumentView) {
  const flag = (name: string) => url.searchParams.get(name) === 'true'
  let entries = historyOf(api, ids)
  const position = (name: string) => {
    const id = url.searchParams.get(name)
    return id ? entries.findIndex((entry) => entry.id === id) : -1
  }
  const from = position('fromTransaction')
  const to = position('toTransaction')
  entries = entries.slice(Math.max(from, 0), to === -1 ? undefined : to + 1)
  const fromTime = url.searchParams.get('fromTime')
  const toTime = url.searchParams.get('toTime')
  entries = entries.filter(
    ({ timestamp }) => (!fromTime || timestamp >= fromTime) && (!toTime || timestamp <= toTime),
  )
  if (flag('reverse')) entries.reverse()
  const limit = Number(url.searchParams.get('limit'))
  if (limit > 0) entries = entries.slice(0, limit)

  const wanted = new Set(ids)
  const lines = entries.map((entry) => {
    const changes = flag('includeIdentifiedDocumentsOnly')
      ? entry.changes.filter(({ id }) => wanted.has(id))
      : entry.changes
    return JSON.stringify({
      id: entry.id,
      timestamp: entry.timestamp,
      author: entry.author,
      documentIDs: changes.map(({ id }) => id),
      ...(url.searchParams.get('effectFormat') === 'mendoza' && {
        effects: Object.fromEntries(
          changes.map(({ id, before, after }) => [
            id,
            wholeValueEffects(view(before), view(after)),
          ]),
        ),
      }),
      ...(!flag('excludeMutations') && { mutations: changes.flatMap((c) => c.mutations) }),
    })
  })
  return new Response(lines.map((line) => `${line}\n`).join(''), {
    headers: { 'content-type': 'application/x-ndjson' },
  })
}

/** Each document as it was right after `revision`, or at `time`. */
function answerDocuments(api: ApiContext, url: URL, ids: string[], view: DocumentView) {
  const revision = url.searchParams.get('revision')
  const time = url.searchParams.get('time')
  if (!revision && !time) return badRequest('Either "revision" or "time" is required')
  const entries = historyOf(api, ids)
  const end = revision
    ? entries.findIndex((entry) => entry.id === revision) + 1
    : entries.filter((entry) => entry.timestamp <= (time ?? '')).length
  if (revision && end === 0) return Response.json({ documents: [] })
  const documents = ids.flatMap((id) => {
    let state: SanityDocument | null = null
    for (const entry of entries.slice(0, end)) {
      const change = entry.changes.find((candidate) => candidate.id === id)
      if (change) state = change.after
    }
    return state ? [view(state)] : []
  })
  return Response.json({ documents })
}

const publishedIdOf = (id: string) => id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '')

/**
 * The document-level events of the Studio's history ('Publicado', 'Creado', 'Despublicado'...)
 * derived from the transactions of a document and its draft, newest first. Edits inside a draft
 * are not events: the Studio builds those from the transactions.
 */
function documentEvents(api: ApiContext, documentId: string) {
  const publishedId = publishedIdOf(documentId)
  const draftId = `drafts.${publishedId}`
  const documentVariantType = documentId.startsWith('drafts.')
    ? 'draft'
    : documentId.startsWith('versions.')
      ? 'version'
      : 'published'
  const events = historyOf(api, [publishedId, draftId]).flatMap((entry): object[] => {
    const published = entry.changes.find(({ id }) => id === publishedId)
    const draft = entry.changes.find(({ id }) => id === draftId)
    const base = {
      timestamp: entry.timestamp,
      author: entry.author,
      documentId: publishedId,
      documentVariantType,
    }
    if (published?.after && draft?.before && !draft.after) {
      return [
        {
          ...base,
          type: 'publishDocumentVersion',
          revisionId: entry.id,
          versionId: draftId,
          versionRevisionId: draft.before._rev,
          publishCause: 'document.publish',
        },
      ]
    }
    if (published?.before && !published.after) {
      return [
        {
          ...base,
          type: 'unpublishDocument',
          versionId: draftId,
          versionRevisionId: draft?.after?._rev ?? entry.id,
        },
      ]
    }
    if (published?.after && !draft) {
      return [
        {
          ...base,
          type: 'publishDocumentVersion',
          revisionId: entry.id,
          versionId: draftId,
          publishCause: 'document.publish',
        },
      ]
    }
    if (draft && !draft.before && draft.after) {
      return [
        { ...base, type: 'createDocumentVersion', versionId: draftId, versionRevisionId: entry.id },
      ]
    }
    if (draft?.before && !draft.after) {
      return [
        {
          ...base,
          type: 'deleteDocumentVersion',
          versionId: draftId,
          versionRevisionId: draft.before._rev,
        },
      ]
    }
    return []
  })
  return events.reverse()
}

function answerEvents(api: ApiContext, url: URL, documentId: string): Response {
  const limit = Number(url.searchParams.get('limit')) || 100
  const offset = Number(url.searchParams.get('nextCursor')) || 0
  const events = documentEvents(api, documentId)
  const page = events.slice(offset, offset + limit)
  return Response.json({
    events: { [documentId]: page },
    nextCursor: offset + limit < events.length ? String(offset + limit) : '',
  })
}

/**
 * GET /data/history/<dataset>/transactions/<ids> (NDJSON, for the Studio's history panel),
 * /data/history/<dataset>/documents/<ids>?revision=|time= (documents as they were) and
 * /data/history/<dataset>/events/documents/<id> (the Studio 6 history's document events).
 */
export function historyHandlers(api: ApiContext): HttpHandler[] {
  return api.apiHosts.flatMap((host) =>
    (['events/documents', 'transactions', 'documents'] as const).map((kind) =>
      http.get(`${host}/:version/data/history/:dataset/${kind}/:ids`, ({ request, params }) => {
        if (String(params.dataset) !== api.dataset) {
          return datasetNotFound(api.projectId, String(params.dataset))
        }
        const caller = api.caller(request)
        if (caller instanceof Response) return caller
        if (caller === 'anonymous') return forbidden('History needs a token with read access')
        const url = new URL(request.url)
        const ids = String(params.ids).split(',').filter(Boolean)
        if (kind === 'events/documents') return answerEvents(api, url, ids[0] ?? '')
        const view = assetUrlView(request)
        return kind === 'transactions'
          ? answerTransactions(api, url, ids, view)
          : answerDocuments(api, url, ids, view)
      }),
    ),
  )
}
