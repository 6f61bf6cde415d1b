import { useSyncExternalStore } from 'react'
import { isPreviewing } from '../../lib/sanity/preview-mode'

// Preview is switched on and off by full page loads, so there is nothing to subscribe to.
const subscribe = () => () => {}
const previewingNow = () => isPreviewing()
const notPreviewingWhilePrerendering = () => false

/** Whether this page load is an editor's preview; false while prerendering and hydrating. */
export function usePreviewing(): boolean {
  return useSyncExternalStore(subscribe, previewingNow, notPreviewingWhilePrerendering)
}
