/**
 * Which Sanity project the web app reads, decided once (the rule is @rehoboth/shared/project,
 * shared with the seed's offline lake): without a project id, the offline copy of the Sanity HTTP
 * API (the local Content Lake) under the placeholder project 'offline'.
 */
import { sanityProject } from '@rehoboth/shared/project'
import { SITE_BASE, withTrailingSlash } from '@rehoboth/shared/site-base'

export { apiVersion, OFFLINE_PROJECT_ID } from '@rehoboth/shared/project'

/** Path segment, under the site's base, where the dev and preview servers answer as Sanity. */
export const OFFLINE_SANITY_SEGMENT = '__offline-sanity'

// Vite replaces `import.meta.env` in the browser and SSR bundles; plain Node (tsx, the React Router
// config) has no `import.meta.env` and reads `process.env` instead.
const viteEnv: Partial<ImportMetaEnv> = import.meta.env ?? {}
const processEnv: Record<string, string | undefined> = globalThis.process?.env ?? {}

export const { isOffline, projectId, dataset } = sanityProject(viteEnv, processEnv)

/** The site's base path, with its trailing slash. */
export const siteBase = withTrailingSlash(viteEnv.BASE_URL ?? SITE_BASE)

/** Where the offline API is served by the dev and preview servers (see web/vite/offline-sanity-plugin.ts). */
export const offlineSanityPath = `${siteBase}${OFFLINE_SANITY_SEGMENT}`

/**
 * Origin of images and files. Offline they come straight from the dev/preview server, so they
 * show in prerendered HTML before any script has run.
 */
export const cdnBaseUrl = isOffline ? `${offlineSanityPath}/cdn.sanity.io` : 'https://cdn.sanity.io'
