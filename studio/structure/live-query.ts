import type { QueryParams } from 'sanity'
import type { StructureResolverContext } from 'sanity/structure'
import type { Observable } from 'rxjs'
import { apiVersion } from '../env'

/**
 * A desk query that answers again whenever a document its listener selects changes, so a pane
 * built from it (a count, an order) is never stale: the Studio re-resolves a pane whose child
 * emits again. `listen` is the filter whose documents can change the answer.
 */
export function liveQuery<Result>(
  context: StructureResolverContext,
  query: { fetch: string; listen: string },
  params: QueryParams = {},
): Observable<Result> {
  return context.documentStore.listenQuery(query, params, {
    apiVersion,
    tag: 'desk-structure',
    // Sanity's default waits up to a second between answers; a desk count can afford less.
    throttleTime: 250,
  }) as Observable<Result>
}
