import { createHash } from 'node:crypto'
import { prerenderedMarkup, UnexpectedMarkupError } from './react-router-contract.ts'

/**
 * React Router writes a prerendered page's loader data into its HTML, as inline scripts that feed
 * the stream the app hydrates from. Only the app reads it, and the app starts after the page has
 * painted (boot-after-load.ts), yet on a phone those 5-9 KB (gzip) come before the first paint.
 * The build moves them into a file of their own that the first-screen script fetches when it
 * starts the app; React Router waits for the stream before it hydrates, so nothing else changes.
 */

const {
  hydrationDataScript: dataScript,
  hydrationCloseScript: closeScript,
  anyStreamCall,
} = prerenderedMarkup

export type SeparatedPage = {
  /** The page without the data scripts. */
  html: string
  /** The stream's whole text, in the order the page would have fed it. */
  data: string
}

/**
 * Takes the hydration data out of a prerendered page. Throws UnexpectedMarkupError when the page's
 * stream is not fed and closed by inline scripts as React Router 7 writes them, or when some of
 * those scripts are still there afterwards.
 */
export function separateHydrationData(html: string): SeparatedPage {
  const chunks = [...html.matchAll(dataScript)].map(
    ([, literal = '""']) => JSON.parse(literal) as string,
  )
  if (chunks.length === 0) {
    throw new UnexpectedMarkupError(
      'The page has no hydration data scripts ' +
        '(<script>window.__reactRouterContext.streamController.enqueue("…")</script>).',
    )
  }
  if (!closeScript.test(html)) {
    throw new UnexpectedMarkupError(
      'The page does not close its hydration stream inline ' +
        '(<script>window.__reactRouterContext.streamController.close()</script>).',
    )
  }
  const separated = html.replace(dataScript, '').replace(closeScript, '')
  if (separated.includes(anyStreamCall)) {
    throw new UnexpectedMarkupError(
      'After moving its hydration data out, the page still feeds or closes the stream itself.',
    )
  }
  return { html: separated, data: chunks.join('') }
}

/** Where the data is published: named by its content, so it can be cached for good. */
export function hydrationDataFile(data: string): string {
  const hash = createHash('sha256').update(data).digest('base64url').slice(0, 12)
  return `assets/hydration-${hash}.txt`
}
