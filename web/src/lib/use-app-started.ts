import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the prerendered HTML and while React takes the page over, true from the render after:
 * for controls that only work once the app runs, so they can show they are not ready yet.
 */
export function useAppStarted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
