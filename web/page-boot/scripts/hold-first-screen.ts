import { firstScreenPendingAttribute } from '../markers.ts'

/**
 * Marks <html> while the first screen paints, so that the styles skip the sections below it
 * (web/src/styles/first-screen.ts) and their lazy images wait; lets go at the visitor's first
 * scroll, tap or key, or when the returned function is called (after the largest paint).
 *
 * The held sections' own rules are in a stylesheet of their own (`heldStylesHref`, see
 * ../held-styles.ts): letting go fetches it, and the sections show once it has come (or failed
 * to), never unstyled.
 */
export function holdFirstScreen(heldStylesHref: string | null): () => void {
  const root = document.documentElement
  const events = ['scroll', 'pointerdown', 'keydown']
  let releasing = false
  function show() {
    root.removeAttribute(firstScreenPendingAttribute)
  }
  function release() {
    if (releasing) return
    releasing = true
    for (const type of events) removeEventListener(type, release, true)
    if (!heldStylesHref) return show()
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = heldStylesHref
    link.onload = link.onerror = show
    document.head.appendChild(link)
  }
  root.setAttribute(firstScreenPendingAttribute, '')
  for (const type of events) addEventListener(type, release, { capture: true, passive: true })
  return release
}
