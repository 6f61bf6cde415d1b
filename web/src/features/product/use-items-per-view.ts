import { useSyncExternalStore } from 'react'
import { itemsPerView, narrowViewportMaxPx } from './carousel-position'

const narrowViewport = `(max-width: ${narrowViewportMaxPx}px)`

function subscribe(onChange: () => void) {
  const query = window.matchMedia(narrowViewport)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Products the carousel shows at once in this window; the prerendered page assumes a wide one. */
export function useItemsPerView(): number {
  return useSyncExternalStore(
    subscribe,
    () => itemsPerView(window.innerWidth),
    () => itemsPerView(Number.POSITIVE_INFINITY),
  )
}
