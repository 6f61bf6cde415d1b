/**
 * Where the site and the Studio answer on a developer's machine unless told otherwise. `npm start`,
 * the Studio's links to the site, the site's links to the Studio, the e2e tests and the bench take
 * these defaults from here.
 */
import { SITE_BASE } from './site-base.ts'

/** The site as `npm start` and `npm run dev` serve it (Vite's dev server). */
export const SITE_DEV_PORT = 5173
/** The built site as `npm run preview` serves it. */
export const SITE_PREVIEW_PORT = 4173
export const STUDIO_PORT = 3333
/** The local Content Lake (content-lake/), which the Studio and the site read offline. */
export const CONTENT_LAKE_PORT = 3334

/** The site on this machine, base path included: 'http://localhost:5173/rehoboth/'. */
export function localSiteUrl(port: number = SITE_DEV_PORT): string {
  return `http://localhost:${port}${SITE_BASE}`
}

/** The Studio on this machine, an origin: 'http://localhost:3333'. */
export function localStudioUrl(port: number = STUDIO_PORT): string {
  return `http://localhost:${port}`
}

/** The local Content Lake on this machine, an origin: 'http://localhost:3334'. */
export function localContentLakeUrl(port: number = CONTENT_LAKE_PORT): string {
  return `http://localhost:${port}`
}
