import { useCallback, useSyncExternalStore } from 'react'

/** Where the page remembers that the visitor accepted the terms (the spec's key). */
export const TERMS_STORAGE_KEY = 'aceptacionCondiciones'

type TermsStorage = Pick<Storage, 'getItem' | 'setItem'>

function browserStorage(): TermsStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    // Blocked storage (privacy settings, sandboxed frames) throws on access.
    return undefined
  }
}

/** Whether the terms were accepted: only a stored `true` counts; junk or no storage is false. */
export function readTermsAccepted(storage: TermsStorage | undefined = browserStorage()): boolean {
  try {
    return JSON.parse(storage?.getItem(TERMS_STORAGE_KEY) ?? 'false') === true
  } catch {
    return false
  }
}

/** Stores the choice; false when it could not be stored (no storage, full or blocked). */
export function writeTermsAccepted(
  accepted: boolean,
  storage: TermsStorage | undefined = browserStorage(),
): boolean {
  try {
    if (!storage) return false
    storage.setItem(TERMS_STORAGE_KEY, JSON.stringify(accepted))
    return true
  } catch {
    return false
  }
}

const listeners = new Set<() => void>()
/** The visitor's choice when storage refused it: it then lasts until the page closes. */
let unstoredChoice: boolean | undefined

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

function currentChoice(): boolean {
  return unstoredChoice ?? readTermsAccepted()
}

/**
 * The terms toggle, read from localStorage once the page runs in the browser. The prerendered
 * HTML shows it unticked (the server has no storage), and hydration then shows the stored value.
 */
export function useTermsAccepted(): [boolean, (accepted: boolean) => void] {
  const accepted = useSyncExternalStore(subscribe, currentChoice, () => false)
  const setAccepted = useCallback((next: boolean) => {
    unstoredChoice = writeTermsAccepted(next) ? undefined : next
    for (const listener of listeners) listener()
  }, [])
  return [accepted, setAccepted]
}
