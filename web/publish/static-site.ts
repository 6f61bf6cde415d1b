import { cp, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'

/**
 * Turns React Router's prerender output into a folder that is served as the site's base path.
 *
 * React Router writes the pages under `<client>/<basename>/` while the assets (already addressed
 * with the base) sit in `<client>/assets/`. Moving the pages up makes `<client>` mirror the URLs
 * below the base, so any static host (and `npm run preview`) serves it as it is. The SPA fallback
 * becomes `404.html`, the page static hosts send for unknown addresses.
 */
export async function finishStaticSite(clientDirectory: string, basename: string) {
  const baseSegment = basename.replace(/^\/+|\/+$/g, '')
  if (baseSegment) {
    const pagesDirectory = path.join(clientDirectory, baseSegment)
    await cp(pagesDirectory, clientDirectory, { recursive: true })
    await rm(pagesDirectory, { recursive: true })
  }
  const spaFallback = path.join(clientDirectory, '__spa-fallback.html')
  if (await exists(spaFallback)) {
    await rename(spaFallback, path.join(clientDirectory, notFoundPage))
  }
}

export const notFoundPage = '404.html'

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  )
}
