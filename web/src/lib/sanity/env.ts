/**
 * Which Sanity project the web app reads, decided once. Without a project id the app reads the
 * offline copy of the Sanity HTTP API (the local Content Lake, content-lake/) under the placeholder project
 * 'offline', the same id the seed dataset and the Studio use.
 */

export const OFFLINE_PROJECT_ID = 'offline'
export const apiVersion = '2025-02-19'

/** Path segment, under the site's base, where the dev and preview servers answer as Sanity. */
export const OFFLINE_SANITY_SEGMENT = '__offline-sanity'

// Vite replaces `import.meta.env` in the browser and SSR bundles; plain Node (tsx, the React Router
// config) has no `import.meta.env` and reads `process.env` instead.
const viteEnv: Partial<ImportMetaEnv> = import.meta.env ?? {}
const processEnv: Record<string, string | undefined> = globalThis.process?.env ?? {}

function firstValue(...values: unknown[]): string | undefined {
  for (const value of values) {
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return undefined
}

const configuredProjectId = firstValue(
  viteEnv.VITE_SANITY_PROJECT_ID,
  processEnv.VITE_SANITY_PROJECT_ID,
  processEnv.SANITY_PROJECT_ID,
)

if (configuredProjectId !== undefined && !/^[a-z0-9][a-z0-9-]*$/.test(configuredProjectId)) {
  throw new Error(
    `SANITY_PROJECT_ID "${configuredProjectId}" is not a Sanity project id (lowercase letters, digits and dashes). ` +
      'Unset it to use the offline content.',
  )
}

export const isOffline = configuredProjectId === undefined
export const projectId = configuredProjectId ?? OFFLINE_PROJECT_ID
export const dataset =
  firstValue(
    viteEnv.VITE_SANITY_DATASET,
    processEnv.VITE_SANITY_DATASET,
    processEnv.SANITY_DATASET,
  ) ?? 'production'

/** The site's base path, with its trailing slash. */
export const siteBase = (viteEnv.BASE_URL ?? '/rehoboth/').replace(/\/?$/, '/')

/** Where the offline API is served by the dev and preview servers (see web/vite/offline-sanity-plugin.ts). */
export const offlineSanityPath = `${siteBase}${OFFLINE_SANITY_SEGMENT}`

/**
 * Origin of images and files. Offline they come straight from the dev/preview server, so they
 * show in prerendered HTML before any script has run.
 */
export const cdnBaseUrl = isOffline ? `${offlineSanityPath}/cdn.sanity.io` : 'https://cdn.sanity.io'
