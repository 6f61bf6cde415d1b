import { http } from 'msw'
import type { HttpHandler } from 'msw'
import type { ApiContext } from './api-context.ts'
import { assetUrlView } from './asset-urls.ts'
import type { DocumentView } from './asset-urls.ts'
import type { Caller } from './authorization.ts'
import { wholeValueEffects } from './mendoza-effects.ts'
import { queryClient } from './query-client.ts'
import { readGetQuery } from './query-endpoint.ts'
import { randomId } from './random-id.ts'
import { eventStreamResponse } from './event-stream.ts'
import { datasetNotFound } from './sanity-errors.ts'
import type { DocumentChange, TransactionEntry } from './transaction-log.ts'
import type { SanityDocument } from './types.ts'

interface ListenOptions {
  /** Runs the listener's filter over one document (in a query worker, bounded in time). */
  select: (documents: SanityDocument[]) => Promise<unknown>
  caller: Caller
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  includeAllVersions: boolean
  mendoza: boolean
  view: DocumentView
}

const isVersionId = (id: string) => id.startsWith('versions.')

async function matches(document: SanityDocument | null, options: ListenOptions): Promise<boolean> {
  if (!document) return false
  const result = await options.select([document])
  return Array.isArray(result) ? result.length > 0 : result !== null && result !== undefined
}

async function eventFor(shown: DocumentChange, entry: TransactionEntry, options: ListenOptions) {
  const change = { ...shown, before: options.view(shown.before), after: options.view(shown.after) }
  if (options.caller === 'anonymous' && change.id.includes('.')) return undefined
  if (!options.includeAllVersions && isVersionId(change.id)) return undefined
  const [before, after] = [
    await matches(change.before, options),
    await matches(change.after, options),
  ]
  if (!before && !after) return undefined
  return {
    eventId: `${entry.id}#${change.id}`,
    documentId: change.id,
    transactionId: entry.id,
    transition: before && after ? 'update' : after ? 'appear' : 'disappear',
    identity: entry.author,
    ...(options.includeMutations && { mutations: change.mutations }),
    ...(change.before?._rev && { previousRev: change.before._rev }),
    resultRev: entry.id,
    timestamp: entry.timestamp,
    visibility: 'query',
    ...(options.mendoza && { effects: wholeValueEffects(change.before, change.after) }),
    ...(options.includeResult && change.after && { result: change.after }),
    ...(options.includePreviousRevision && change.before && { previous: change.before }),
  }
}

/** The events one transaction gives this listener, numbered within the transaction. */
async function eventsFor(entry: TransactionEntry, options: ListenOptions) {
  const events = (
    await Promise.all(entry.changes.map((change) => eventFor(change, entry, options)))
  ).filter((event) => event !== undefined)
  return events.map((event, index) => ({
    ...event,
    transactionTotalEvents: events.length,
    transactionCurrentEvent: index + 1,
  }))
}

async function listenOptions(
  api: ApiContext,
  request: Request,
  caller: Caller,
): Promise<ListenOptions | Response> {
  const url = new URL(request.url)
  const query = readGetQuery(url)
  if (query instanceof Response) return query
  const client = queryClient(request)
  const run = (documents: SanityDocument[], signal?: AbortSignal) =>
    api.query({ ...query, documents, identity: 'everyone', signal, client })
  // A filter that cannot run is refused now, as Sanity refuses it, not at the first change.
  const checked = await run([], request.signal)
  if (checked instanceof Response) return checked
  const select = async (documents: SanityDocument[]) => {
    const outcome = await run(documents)
    if (outcome instanceof Response) throw new Error('The listener filter failed on a change')
    return outcome.result
  }
  const flag = (name: string, fallback: boolean) => {
    const value = url.searchParams.get(name)
    return value === null ? fallback : value === 'true'
  }
  return {
    select,
    caller,
    includeResult: flag('includeResult', true),
    includePreviousRevision: flag('includePreviousRevision', false),
    includeMutations: flag('includeMutations', true),
    includeAllVersions: flag('includeAllVersions', false),
    mendoza: url.searchParams.get('effectFormat') === 'mendoza',
    view: assetUrlView(request),
  }
}

/** The transactions after `lastEventId` when the listener can resume from it. */
function missedTransactions(api: ApiContext, lastEventId: string | null) {
  const transactionId = lastEventId?.split('#')[0]
  if (!transactionId) return undefined
  const entries = api.store.log.entries()
  const index = entries.findIndex((entry) => entry.id === transactionId)
  return index === -1 ? undefined : entries.slice(index + 1)
}

async function answerListen(api: ApiContext, request: Request, dataset: string): Promise<Response> {
  if (dataset !== api.dataset) return datasetNotFound(api.projectId, dataset)
  const caller = api.caller(request)
  if (caller instanceof Response) return caller
  const url = new URL(request.url)
  const options = await listenOptions(api, request, caller)
  if (options instanceof Response) return options
  const resumeFrom =
    url.searchParams.get('enableResume') === 'true'
      ? (request.headers.get('last-event-id') ?? url.searchParams.get('lastEventId'))
      : null

  return eventStreamResponse(request, ({ send }) => {
    // One transaction at a time, in order, whatever the time each filter takes.
    let delivery = Promise.resolve()
    const delivered = new Set<string>()
    const deliver = (entry: TransactionEntry) => {
      if (delivered.has(entry.id)) return
      delivered.add(entry.id)
      delivery = delivery
        .then(async () => {
          for (const event of await eventsFor(entry, options)) {
            send('mutation', event, event.eventId)
          }
        })
        .catch((error: unknown) => {
          send('error', { message: error instanceof Error ? error.message : String(error) })
        })
    }
    // Subscribed before the welcome, so no transaction falls between the two.
    const unsubscribe = api.store.log.subscribe(deliver)
    const missed = missedTransactions(api, resumeFrom)
    if (missed) {
      send('welcomeback', { listenerName: randomId() })
      missed.forEach(deliver)
    } else {
      send('welcome', { listenerName: randomId() })
    }
    return unsubscribe
  })
}

/**
 * GET /data/listen/<dataset>: server-sent events for the documents a GROQ filter selects, as
 * Sanity sends them (welcome, then one `mutation` event per changed document).
 */
export function listenHandlers(api: ApiContext): HttpHandler[] {
  return api.apiHosts.map((host) =>
    http.get(`${host}/:version/data/listen/:dataset`, ({ request, params }) =>
      answerListen(api, request, String(params.dataset)),
    ),
  )
}
