import { createHash } from 'node:crypto'
import { inlineScript } from './compile-script.ts'
import { appStartAttribute, brandFontHrefAttribute } from './markers.ts'

/**
 * The app's start (scripts/start-app.ts) runs only once the page has painted, or when the visitor
 * acts: rather than carry it in every page's inline script (about 0.6 KB of each page's Brotli
 * HTML), the build publishes it as a file of its own, the same for every page and cached for good,
 * which the first-screen script adds then (scripts/app-start-trigger.ts).
 */
export async function appStartScript(): Promise<{ file: string; text: string }> {
  const text = await inlineScript('app-start')
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 12)
  return { file: `assets/app-start-${hash}.js`, text }
}

/** Names the app-start script's address on a page's first-screen script. */
export function nameAppStart(html: string, href: string): string {
  const script = new RegExp(`<script ${brandFontHrefAttribute}=[^>]*`).exec(html)
  if (!script) throw new Error('The page has no first-screen script to start its app.')
  return html.replace(script[0], () => `${script[0]} ${appStartAttribute}="${href}"`)
}
