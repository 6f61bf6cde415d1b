import { siteBase } from './env.ts'

/**
 * Drafts preview as the browser sees it; the server side, which holds the secret and the viewer
 * token, is web/server/preview. Addresses are relative to the site's base.
 */
export const PREVIEW_PATH = 'api/preview'
export const PREVIEW_EXIT_PATH = `${PREVIEW_PATH}/exit`
/** Where the Studio's Presentation tool turns preview on, with its own one-hour secret. */
export const PREVIEW_ENABLE_PATH = `${PREVIEW_PATH}/enable`
/** Switches an open preview between drafts and published content (Presentation's switch). */
export const PREVIEW_PERSPECTIVE_PATH = `${PREVIEW_PATH}/perspective`
/** Answers like Sanity's API host, reading drafts with the server's token. */
export const PREVIEW_SANITY_PATH = `${PREVIEW_PATH}/sanity`

/** Readable by scripts and only says that preview is on; the session is an HttpOnly cookie. */
export { isPreviewing, PREVIEW_FLAG_COOKIE } from '../../../page-boot/preview-flag.ts'

/** Where the browser's Sanity client sends its queries while previewing. */
export function previewApiHost(origin: string): string {
  return `${origin}${siteBase}${PREVIEW_SANITY_PATH}`
}

/** The link that ends preview and comes back to `sitePath` (a path under the base). */
export function previewExitHref(sitePath: string): string {
  return `${siteBase}${PREVIEW_EXIT_PATH}?${new URLSearchParams({ redirect: sitePath })}`
}
