import { http } from 'msw'
import type { HttpHandler } from 'msw'
import type { ApiContext } from './api-context.ts'
import type { Caller } from './authorization.ts'
import { eventStreamResponse } from './event-stream.ts'
import { datasetNotFound, unauthorized } from './sanity-errors.ts'
import { changeSyncTags } from './sync-tags.ts'
import type { TransactionEntry } from './transaction-log.ts'

/** Whether a change of this document reaches live listeners without `includeDrafts`. */
const isPublishedId = (id: string) => !id.includes('.')

/** The tags one transaction sends to a listener, or none when it changed nothing it may see. */
function messageTags(entry: TransactionEntry, includeDrafts: boolean): string[] {
  const changes = includeDrafts
    ? entry.changes
    : entry.changes.filter((change) => isPublishedId(change.id))
  return changes.length ? changeSyncTags(changes) : []
}

/** The transactions after the one named by `lastEventId`, when the log still holds it. */
function missedTransactions(api: ApiContext, lastEventId: string) {
  const entries = api.store.log.entries()
  const index = entries.findIndex((entry) => entry.id === lastEventId)
  return index === -1 ? undefined : entries.slice(index + 1)
}

function answerLiveEvents(api: ApiContext, request: Request, dataset: string): Response {
  if (dataset !== api.dataset) return datasetNotFound(api.projectId, dataset)
  const caller: Caller | Response = api.caller(request)
  if (caller instanceof Response) return caller
  const url = new URL(request.url)
  const includeDrafts = url.searchParams.get('includeDrafts') === 'true'
  if (includeDrafts && caller === 'anonymous') {
    return unauthorized('includeDrafts=true needs a token')
  }
  const lastEventId = request.headers.get('last-event-id')

  return eventStreamResponse(request, ({ send }) => {
    const delivered = new Set<string>()
    const deliver = (entry: TransactionEntry) => {
      if (delivered.has(entry.id)) return
      delivered.add(entry.id)
      const tags = messageTags(entry, includeDrafts)
      if (tags.length) send('message', { tags }, entry.id)
    }
    // Subscribed before the welcome, so no transaction falls between the two.
    const unsubscribe = api.store.log.subscribe(deliver)
    send('welcome', {})
    if (lastEventId) {
      // A client back after a drop gets what it missed, or, when the log no longer reaches
      // back that far, `restart`: everything it shows must be fetched again.
      const missed = missedTransactions(api, lastEventId)
      if (missed) missed.forEach(deliver)
      else send('restart', {})
    }
    return unsubscribe
  })
}

/**
 * GET /data/live/events/<dataset>: Sanity's live content events (server-sent). `welcome` on
 * connecting, then one `message` per committed transaction, `{tags}` with the sync tags of the
 * queries it may change (see sync-tags.ts), its id the transaction id; drafts and versions only
 * with `includeDrafts=true` (and a token). A reconnecting client's `Last-Event-ID` replays what
 * it missed, or answers `restart` when the log does not know that id.
 */
export function liveEventsHandlers(api: ApiContext): HttpHandler[] {
  return api.apiHosts.map((host) =>
    http.get(`${host}/:version/data/live/events/:dataset`, ({ request, params }) =>
      answerLiveEvents(api, request, String(params.dataset)),
    ),
  )
}
