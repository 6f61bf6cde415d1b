/** Whether a popover is showing; false where the browser has no popovers (tests, old browsers). */
export function isPopoverOpen(element: Element | null): boolean {
  try {
    return element?.matches(':popover-open') ?? false
  } catch {
    return false
  }
}
