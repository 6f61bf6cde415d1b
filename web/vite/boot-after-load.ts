/**
 * Prerendered pages paint from their HTML alone; the app's JavaScript only makes them interactive.
 * React Router starts a page with module preloads in <head> and an inline module script, which
 * compete with the page's largest image for a phone's bandwidth and delay its first paints. The
 * build moves both behind the window's load event: the page paints as a static page, then, once
 * its high-priority images are decoded and two frames have been drawn (so the largest image has
 * been painted, not only loaded), the module script runs and its modules are preloaded. A key
 * press or touch before then starts it at once.
 *
 * The inline module's text is kept byte for byte in an inert block, so the page's script policy
 * (a hash of that text) still allows it when the boot script inserts it.
 *
 * A page whose hydration data the build moved to a file of its own (hydration-data.ts) gets it
 * fetched as the app starts. Should that fail, the page stays as it was served, static but whole,
 * and the boot script tries again, waiting longer each time.
 */

import { afterLargestPaintSource } from '../src/lib/after-largest-paint.ts'

/** Marks the inert block that holds the page's module script until it is started. */
export const moduleAfterLoadAttribute = 'data-module-after-load'

/** Marks the inert block that holds React Router's context script until the app starts. */
export const contextAfterLoadAttribute = 'data-context-after-load'

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/
// React Router's context: settings, and the stream the app hydrates from (its data scripts feed it).
const contextScript = /<script>(window\.__reactRouterContext = [\s\S]*?)<\/script>/

/** What the boot script needs: the modules to preload and, if moved out, the hydration data. */
export type BootOptions = {
  preloads: string[]
  hydrationData?: string
}

/** The script that starts the page's module after load; its argument is a BootOptions. */
export const bootScript = `(function (options) {
  ${afterLargestPaintSource}
  var started = false
  function loadHydrationData(attempt) {
    var stream = window.__reactRouterContext.streamController
    fetch(options.hydrationData).then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status)
      return response.text()
    }).then(function (text) {
      stream.enqueue(text)
      stream.close()
    }, function () {
      setTimeout(function () { loadHydrationData(attempt + 1) }, Math.min(30000, 1000 * Math.pow(2, attempt)))
    })
  }
  function runInert(attribute, type) {
    var inert = document.querySelector('script[' + attribute + ']')
    if (!inert) return
    var script = document.createElement('script')
    if (type) script.type = type
    script.textContent = inert.textContent
    document.head.appendChild(script)
  }
  function start() {
    if (started) return
    started = true
    runInert('${contextAfterLoadAttribute}')
    if (options.hydrationData) loadHydrationData(0)
    options.preloads.forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.appendChild(link)
    })
    runInert('${moduleAfterLoadAttribute}', 'module')
  }
  afterLargestPaint(start)
  ;['keydown', 'pointerdown', 'touchstart'].forEach(function (type) {
    addEventListener(type, start, { once: true, capture: true, passive: true })
  })
})`

/** Whether bootAfterLoad has a module script to start in this page. */
export function hasModuleScript(html: string): boolean {
  return moduleScript.test(html)
}

/**
 * Rewrites a prerendered page so that its scripts start after the load event (see above);
 * `hydrationData` is the address of the page's data when the build has moved it out of the page.
 * Such a page has no inline script left that feeds React Router's stream, so its context script
 * (which sets the stream up, ~10 ms of a phone's main thread before the first paint) waits too.
 */
export function bootAfterLoad(html: string, hydrationData?: string): string {
  const start = moduleScript.exec(html)
  if (!start) return html
  const preloads = [...html.matchAll(modulePreload)].map(([, href = '']) => decodeHtml(href))
  const options: BootOptions = { preloads, ...(hydrationData && { hydrationData }) }
  const boot = `${bootScript}(${JSON.stringify(options).replace(/</g, '\\u003c')})`
  const withContext = hydrationData
    ? html.replace(
        contextScript,
        (_, text: string) =>
          `<script type="text/plain" ${contextAfterLoadAttribute}="">${text}</script>`,
      )
    : html
  return withContext
    .replace(modulePreload, '')
    .replace(
      moduleScript,
      () =>
        `<script type="text/plain" ${moduleAfterLoadAttribute}="">${start[1] ?? ''}</script>` +
        `<script>${boot}</script>`,
    )
}

/** The modules a rewritten page preloads once it has loaded: its boot script's argument. */
export function modulesPreloadedAfterLoad(html: string): string[] {
  const start = html.indexOf(`<script>${bootScript}(`)
  if (start === -1) return []
  const argumentStart = start + '<script>'.length + bootScript.length + 1
  const argumentEnd = html.indexOf(')</script>', argumentStart)
  return (JSON.parse(html.slice(argumentStart, argumentEnd)) as BootOptions).preloads
}

function decodeHtml(text: string): string {
  return text.replaceAll('&amp;', '&').replaceAll('&quot;', '"')
}
