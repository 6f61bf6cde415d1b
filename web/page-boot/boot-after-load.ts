/**
 * Prerendered pages paint from their HTML alone; the app's JavaScript only makes them interactive.
 * React Router starts a page with module preloads in <head> and an inline module script, which
 * compete with the page's largest image for a phone's bandwidth and delay its first paints. The
 * build moves both behind the largest paint: the page paints as a static page, then the
 * first-screen script (scripts/first-screen.ts, in every page's <head>) runs the module script and
 * preloads its modules. A key press or touch before then starts it at once.
 *
 * The inline module's text is kept byte for byte in an inert block, so the page's script policy
 * (a hash of that text) still allows it when the first-screen script inserts it; the block also
 * carries the options it is started with.
 *
 * A page whose hydration data the build moved to a file of its own (hydration-data.ts) gets it
 * fetched as the app starts. Should that fail, the page stays as it was served, static but whole,
 * and the first-screen script tries again, waiting longer each time.
 */

import {
  bootOptionsAttribute,
  brandFontHrefAttribute,
  contextAfterLoadAttribute,
  moduleAfterLoadAttribute,
  type BootOptions,
} from './markers.ts'
import { prerenderedMarkup, UnexpectedMarkupError } from './react-router-contract.ts'

const { modulePreload, moduleScript, contextScript } = prerenderedMarkup
const heldModuleTag = new RegExp(
  `<script type="text/plain" ${moduleAfterLoadAttribute}="" ${bootOptionsAttribute}="([^"]*)">`,
)
// The script that starts what the build holds back, from the root route's <head>.
const firstScreenScript = new RegExp(`<script ${brandFontHrefAttribute}="[^"]*"[^>]*>`)

/**
 * Rewrites a prerendered page so that its scripts start after the largest paint (see above), as
 * the page's first-screen script starts them; `hydrationData` is the address of the page's data
 * when the build has moved it out of the page. Such a page has no inline script left that feeds
 * React Router's stream, so its context script (which sets the stream up, ~10 ms of a phone's main
 * thread before the first paint) waits too. Throws UnexpectedMarkupError when the page lacks the
 * markup it rewrites or the first-screen script, or still has some of that markup afterwards.
 */
export function bootAfterLoad(html: string, hydrationData?: string): string {
  const start = moduleScript.exec(html)
  if (!start) {
    throw new UnexpectedMarkupError(
      'The page has no module script (<script type="module" async="">) to start after load.',
    )
  }
  if (!firstScreenScript.test(html)) {
    throw new UnexpectedMarkupError(
      `The page has no first-screen script (<script ${brandFontHrefAttribute}="…">) to start it.`,
    )
  }
  const preloads = [...html.matchAll(modulePreload)].map(([, href = '']) => decodeHtml(href))
  if (preloads.length === 0) {
    throw new UnexpectedMarkupError(
      'The page has no module preloads (<link rel="modulepreload" href="…"/>).',
    )
  }
  if (hydrationData && !contextScript.test(html)) {
    throw new UnexpectedMarkupError(
      'The page has no React Router context script (<script>window.__reactRouterContext = …).',
    )
  }
  const options: BootOptions = { preloads, ...(hydrationData && { hydrationData }) }
  const withContext = hydrationData
    ? html.replace(
        contextScript,
        (_, text: string) =>
          `<script type="text/plain" ${contextAfterLoadAttribute}="">${text}</script>`,
      )
    : html
  const rewritten = withContext
    .replace(modulePreload, '')
    .replace(
      moduleScript,
      () =>
        `<script type="text/plain" ${moduleAfterLoadAttribute}="" ` +
        `${bootOptionsAttribute}="${encodeHtmlAttribute(JSON.stringify(options))}">` +
        `${start[1] ?? ''}</script>`,
    )
  const leftOver = [
    prerenderedMarkup.anyModulePreload.test(rewritten) && 'a module preload',
    prerenderedMarkup.anyModuleScript.test(rewritten) && 'a module script',
    hydrationData && prerenderedMarkup.anyContextScript.test(rewritten) && 'a context script',
  ].filter(Boolean)
  if (leftOver.length > 0) {
    throw new UnexpectedMarkupError(
      `After rewriting, the page still has ${leftOver.join(' and ')} that would load before ` +
        'its largest paint.',
    )
  }
  return rewritten
}

/** The options a rewritten page starts its app with, written on its held module's block. */
export function bootOptions(html: string): BootOptions | undefined {
  const attribute = heldModuleTag.exec(html)?.[1]
  return attribute === undefined ? undefined : (JSON.parse(decodeHtml(attribute)) as BootOptions)
}

/** The modules a rewritten page preloads once it has painted: its held module's options. */
export function modulesPreloadedAfterLoad(html: string): string[] {
  return bootOptions(html)?.preloads ?? []
}

function encodeHtmlAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
}

function decodeHtml(text: string): string {
  return text.replaceAll('&lt;', '<').replaceAll('&quot;', '"').replaceAll('&amp;', '&')
}
