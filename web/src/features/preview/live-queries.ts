import type { ClientPerspective, SanityClient } from '@sanity/client'
import { createQueryStore } from '@sanity/core-loader'
import type { FollowQuery } from '../../lib/sanity/live-query'
import * as siteQueries from '../../lib/sanity/queries'

/**
 * Sanity's loader live mode (`@sanity/core-loader`, the engine of `@sanity/react-loader`): inside
 * the Studio's «Editar en la página», the page asks the Studio for its queries' results over the
 * Presentation connection, and the Studio answers from the documents it holds in memory, what the
 * editor is typing included, and again at every keystroke and perspective switch. Nothing goes
 * through the Content Lake in between.
 *
 * The route loaders fetch each page's first content as before (at build time and through the
 * drafts proxy): with no server rendering, `loadQuery` has nowhere to run. And the page reads the
 * live results through `useLiveQuery` (lib/sanity/live-query.ts), not react-loader's `useQuery`:
 * that hook would put this package in every visitor's first script, and swapping it in after
 * hydration would change the page's hooks.
 */
const liveStore = createQueryStore({ client: false, ssr: true })

export const followQuery: FollowQuery = (name, params) => {
  const $result = liveStore.createFetcherStore<unknown>(siteQueries[name], params)
  return {
    // Listening asks the Studio for the query; the last listener leaving stops asking.
    subscribe: (onChange) => $result.listen(onChange),
    // `value`, not `get()`: reading must not start a query in the middle of a render.
    current: () => $result.value?.data,
  }
}

export type LiveContentOptions = {
  /** The site's client in preview: the project, dataset and perspective the Studio must match. */
  client: SanityClient
  onPerspective: (perspective: ClientPerspective) => void
  onConnect: () => void
  onDisconnect: () => void
}

/** Connects the page's queries to the Studio; returns the way to disconnect. */
export function connectLiveContent(options: LiveContentOptions): () => void {
  return liveStore.enableLiveMode(options)
}
