import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('load', onChange)
  return () => window.removeEventListener('load', onChange)
}

/**
 * Whether the page has finished loading. Videos wait for it, so their bytes never compete with
 * the images of the first screen (the largest contentful paint).
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.readyState === 'complete',
    () => false,
  )
}
