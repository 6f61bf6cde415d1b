import type { Plugin } from 'vite'

const bridgeScript =
  /<script[^>]*src="https:\/\/core\.sanity-cdn\.(?:com|work)\/bridge\.js"[^>]*><\/script>\s*/g
const remoteFontFace =
  /@font-face\s*\{[^}]*https:\/\/(?:design-system-static|studio-static)\.sanity\.io[^}]*\}/g

/**
 * Sanity's checks that always call home and have no switch: the Studio's version check
 * (sanity-cdn.com/v1/modules) and its error and feedback intake (api.sanity.io/vX/intake).
 */
export const checksThatCallHome = {
  versionCheck: 'https://sanity-cdn.com/v1/modules/',
  intake: 'https://api.sanity.io/vX/intake/',
} as const

/** Offline they are answered in the page, as "nothing new" and "received". */
const answerChecksLocally = `<script>(() => {
  const fetchFromNetwork = window.fetch.bind(window)
  window.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.startsWith('${checksThatCallHome.versionCheck}')) return Promise.resolve(Response.json({}))
    if (url.startsWith('${checksThatCallHome.intake}')) return Promise.resolve(new Response(null, { status: 204 }))
    return fetchFromNetwork(input, init)
  }
})()</script>
`

/** The Studio's page and styles without what offline only fails to fetch. */
export function withoutOutsideRequests(text: string): string {
  return text.replace(bridgeScript, '').replace(remoteFontFace, '')
}

/** The Studio's page: as above, and Sanity's checks answered before its scripts run. */
export function offlinePage(html: string): string {
  return withoutOutsideRequests(html).replace('<head>', `<head>${answerChecksLocally}`)
}

/** Sanity writes `lang="en"` on the Studio's page whatever its locale: this Studio is Spanish. */
export function inSpanish(html: string): string {
  return html.replace('<html lang="en"', '<html lang="es"')
}

/**
 * The Studio's page, in Spanish for screen readers and the browser's translation offer. Offline
 * (no Sanity project) it also asks nothing of the Internet: the script that connects it to
 * Sanity's dashboard (core.sanity-cdn.com/bridge.js), which a local Studio has no use for, and the
 * Inter font from Sanity's font hosts, for which the Studio's own fallback (the system's
 * sans-serif) stands in. Both the dev server's page and the build's.
 */
export function studioPage({ offline }: { offline: boolean }): Plugin {
  const page = (html: string) => (offline ? offlinePage(inSpanish(html)) : inSpanish(html))
  const isOfflineStyles = (file: string) => offline && file.split('?')[0]?.endsWith('.css')
  return {
    name: 'rehoboth:studio-page',
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: page },
    transform(code, id) {
      return isOfflineStyles(id) ? withoutOutsideRequests(code) : undefined
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'asset' && typeof file.source === 'string') {
            if (file.fileName.endsWith('.html')) file.source = page(file.source)
            if (isOfflineStyles(file.fileName)) file.source = withoutOutsideRequests(file.source)
          }
        }
      },
    },
  }
}
