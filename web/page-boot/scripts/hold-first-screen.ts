import { firstScreenPendingAttribute } from '../markers.ts'

/**
 * Marks <html> while the first screen paints, so that the styles skip the sections below it
 * (web/src/styles/first-screen.ts) and their lazy images wait; lets go at the visitor's first
 * scroll, tap or key, or when the returned function is called (after the largest paint).
 */
export function holdFirstScreen(): () => void {
  const root = document.documentElement
  const events = ['scroll', 'pointerdown', 'keydown']
  function release() {
    root.removeAttribute(firstScreenPendingAttribute)
    for (const type of events) removeEventListener(type, release, true)
  }
  root.setAttribute(firstScreenPendingAttribute, '')
  for (const type of events) addEventListener(type, release, { capture: true, passive: true })
  return release
}
