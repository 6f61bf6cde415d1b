/**
 * Adds the app-start script (`scriptHref`, a file the build writes: ../app-start-file.ts) once: at
 * the visitor's first key press or touch, or when the returned function is called (after the
 * largest paint). Its code is needed only then, so the page does not carry it; the request it
 * makes comes after the largest paint, or when the visitor acts. A page without it (the dev
 * server's, which starts its modules itself) has nothing to start.
 */
export function appStartTrigger(scriptHref: string | null): () => void {
  let started = false
  function start() {
    if (started || !scriptHref) return
    started = true
    const script = document.createElement('script')
    script.src = scriptHref
    document.head.appendChild(script)
  }
  for (const type of ['keydown', 'pointerdown', 'touchstart']) {
    addEventListener(type, start, { once: true, capture: true, passive: true })
  }
  return start
}
