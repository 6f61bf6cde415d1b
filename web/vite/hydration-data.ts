import { createHash } from 'node:crypto'

/**
 * React Router writes a prerendered page's loader data into its HTML, as inline scripts that feed
 * the stream the app hydrates from. Only the app reads it, and the app starts after the page has
 * loaded (boot-after-load.ts), yet on a phone those 5-9 KB (gzip) come before the first paint.
 * The build moves them into a file of their own that the boot script fetches when it starts the
 * app; React Router waits for the stream before it hydrates, so nothing else changes.
 */

// The stream's text is a JSON string literal: quotes and backslashes inside it are escaped.
const dataScript =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);?\s*<\/script>/g
const closeScript =
  /<script>window\.__reactRouterContext\.streamController\.close\(\);?\s*<\/script>/

export type SeparatedPage = {
  /** The page without the data scripts. */
  html: string
  /** The stream's whole text, in the order the page would have fed it. */
  data: string
}

/**
 * Takes the hydration data out of a prerendered page. A page whose stream is not fed and closed
 * by inline scripts alone (none, or one still streaming) is left as it is: undefined.
 */
export function separateHydrationData(html: string): SeparatedPage | undefined {
  const chunks = [...html.matchAll(dataScript)].map(
    ([, literal = '""']) => JSON.parse(literal) as string,
  )
  if (chunks.length === 0 || !closeScript.test(html)) return undefined
  return { html: html.replace(dataScript, '').replace(closeScript, ''), data: chunks.join('') }
}

/** Where the data is published: named by its content, so it can be cached for good. */
export function hydrationDataFile(data: string): string {
  const hash = createHash('sha256').update(data).digest('base64url').slice(0, 12)
  return `assets/hydration-${hash}.txt`
}
