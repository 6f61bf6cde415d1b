import { firstScreenPendingAttribute } from '../../page-boot/markers'

/**
 * Calls back once the first-screen script has let the first screen go (`data-first-screen-pending`
 * gone from <html>): React must not hydrate <html> while the script still marks it, or the
 * attribute it never rendered is a hydration mismatch. On built pages the app starts only after
 * that release, so this calls back at once; on the dev server's pages, whose modules start by
 * themselves, it waits for the release as the built page does.
 */
export function afterFirstScreen(callback: () => void): void {
  const root = document.documentElement
  if (!root.hasAttribute(firstScreenPendingAttribute)) {
    callback()
    return
  }
  const observer = new MutationObserver(() => {
    if (root.hasAttribute(firstScreenPendingAttribute)) return
    observer.disconnect()
    callback()
  })
  observer.observe(root, { attributes: true, attributeFilter: [firstScreenPendingAttribute] })
}
