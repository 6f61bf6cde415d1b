import { useSyncExternalStore } from 'react'

/** Whether a popover is showing; false where the browser has no popovers (tests, old browsers). */
export function isPopoverOpen(element: Element | null): boolean {
  try {
    return element?.matches(':popover-open') ?? false
  } catch {
    return false
  }
}

function isShowing(element: HTMLElement | null): boolean {
  return element instanceof HTMLDialogElement ? element.open : isPopoverOpen(element)
}

// Neither event bubbles: they are listened to on their way down.
const showingChanges = ['toggle', 'close'] as const

function subscribe(onChange: () => void) {
  for (const type of showingChanges) document.addEventListener(type, onChange, { capture: true })
  return () => {
    for (const type of showingChanges) {
      document.removeEventListener(type, onChange, { capture: true })
    }
  }
}

/**
 * Whether the dialog or popover with this id is showing, as the browser says; undefined in the
 * prerendered HTML and while the app takes over, since the visitor may have opened it from the
 * HTML by then. Read from the page, so it holds before the element's own code has arrived.
 */
export function useShowing(id: string): boolean | undefined {
  return useSyncExternalStore(
    subscribe,
    () => isShowing(document.getElementById(id)),
    () => undefined,
  )
}
