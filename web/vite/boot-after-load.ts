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
 */

/** Marks the inert block that holds the page's module script until it is started. */
export const moduleAfterLoadAttribute = 'data-module-after-load'

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/

/** The script that starts the page's module after load; its argument is the list of preloads. */
export const bootScript = `(function (preloads) {
  var started = false
  function start() {
    if (started) return
    started = true
    preloads.forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.appendChild(link)
    })
    var inert = document.querySelector('script[${moduleAfterLoadAttribute}]')
    var module = document.createElement('script')
    module.type = 'module'
    module.textContent = inert.textContent
    document.head.appendChild(module)
  }
  function afterNextFrames() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () { setTimeout(start, 0) })
    })
  }
  function afterLargestImagesPaint() {
    var images = Array.prototype.slice.call(document.querySelectorAll('img[fetchpriority="high"]'))
    Promise.all(images.map(function (image) {
      return image.decode ? image.decode().catch(function () {}) : null
    })).then(afterNextFrames)
  }
  if (document.readyState === 'complete') afterLargestImagesPaint()
  else addEventListener('load', afterLargestImagesPaint, { once: true })
  ;['keydown', 'pointerdown', 'touchstart'].forEach(function (type) {
    addEventListener(type, start, { once: true, capture: true, passive: true })
  })
})`

/** Rewrites a prerendered page so that its scripts start after the load event (see above). */
export function bootAfterLoad(html: string): string {
  const start = moduleScript.exec(html)
  if (!start) return html
  const preloads = [...html.matchAll(modulePreload)].map(([, href = '']) => decodeHtml(href))
  const boot = `${bootScript}(${JSON.stringify(preloads).replace(/</g, '\\u003c')})`
  return html
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
  return JSON.parse(html.slice(argumentStart, argumentEnd)) as string[]
}

function decodeHtml(text: string): string {
  return text.replaceAll('&amp;', '&').replaceAll('&quot;', '"')
}
