import { siteUrl } from '../env'

/**
 * The site as Presentation frames it: its origin, and the base path every page address starts
 * with ('/rehoboth'), both from SANITY_STUDIO_SITE_URL like 'Ver en el sitio'.
 */
const site = new URL(siteUrl)
export const siteOrigin = site.origin
export const siteBasePath = site.pathname.replace(/\/+$/, '')

/** A page's address as Presentation navigates the frame to it: '' is the home page. */
export function sitePath(page = ''): string {
  return `${siteBasePath}/${page}`
}

/** The site's route where Presentation turns drafts preview on (web/server/preview). */
export const previewEnablePath = sitePath('api/preview/enable')
