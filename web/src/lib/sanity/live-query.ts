import { createContext, useContext, useMemo, useSyncExternalStore } from 'react'
import type { ClientReturn } from '@sanity/client'
import type * as siteQueries from './queries'

/** A query of the site, by its name in queries.ts: the module itself stays out of the page. */
export type SiteQueryName = keyof typeof siteQueries

export type SiteQueryResult<N extends SiteQueryName> = ClientReturn<
  (typeof siteQueries)[N],
  unknown
>

export type SiteQueryParams = Record<string, string>

/** A query's result as the Studio sends it while an editor works; undefined until it has. */
export type LiveResult = {
  subscribe: (onChange: () => void) => () => void
  current: () => unknown
}

/** Follows a query in «Editar en la página»; only the preview tools provide one (features/preview). */
export type FollowQuery = (name: SiteQueryName, params: SiteQueryParams) => LiveResult

export const FollowQueryContext = createContext<FollowQuery | null>(null)

const noChanges = () => () => {}
const nothingYet = () => undefined

/**
 * The content a route loaded, as it is now: in the Studio's «Editar en la página», the Studio's
 * answer to the same query, drafts the editor is typing included; everywhere else, and until the
 * Studio answers, `loaded` itself. `fromResult` turns the query's result into what the loader
 * returned (a result of null keeps `loaded`).
 *
 * It holds no Sanity code: outside preview it only returns `loaded`, so visitors' pages stay as
 * they were prerendered and hydrated.
 */
export function useLiveQuery<N extends SiteQueryName, T>(
  name: N,
  params: SiteQueryParams,
  loaded: T,
  fromResult: (result: NonNullable<SiteQueryResult<N>>) => T,
): T {
  const follow = useContext(FollowQueryContext)
  const paramsKey = JSON.stringify(params)
  const live = useMemo(
    () => follow?.(name, JSON.parse(paramsKey) as SiteQueryParams),
    [follow, name, paramsKey],
  )
  const result = useSyncExternalStore(
    live?.subscribe ?? noChanges,
    live?.current ?? nothingYet,
    nothingYet,
  ) as SiteQueryResult<N> | undefined
  return useMemo(
    () => (result == null ? loaded : fromResult(result as NonNullable<SiteQueryResult<N>>)),
    [result, loaded, fromResult],
  )
}

/** For a loader that returns the query's result as it is. */
export function asLoaded<T>(result: T): T {
  return result
}
