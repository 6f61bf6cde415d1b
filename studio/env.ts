import { localContentLakeUrl, localSiteUrl } from '@rehoboth/shared/local-addresses'
import { sanityProject } from '@rehoboth/shared/project'

export { apiVersion } from '@rehoboth/shared/project'

// The Studio has to build, extract its schema and generate types on machines with no Sanity
// account and no network. Without these variables it targets the placeholder project 'offline',
// the same project id the seed data and the local Content Lake use, and edits the local Content
// Lake (content-lake/); set them to point at a real project. The Studio's bundle only sees
// SANITY_STUDIO_-prefixed variables, each read by name.
export const { projectId, dataset, isOffline } = sanityProject({
  SANITY_PROJECT_ID: process.env.SANITY_STUDIO_PROJECT_ID,
  SANITY_DATASET: process.env.SANITY_STUDIO_DATASET,
})

/**
 * Where the local Content Lake listens. `npm start` and `npm run studio` set it from
 * CONTENT_LAKE_PORT; the Studio's bundle only sees SANITY_STUDIO_-prefixed variables.
 */
export const contentLakeUrl = (
  process.env.SANITY_STUDIO_CONTENT_LAKE_URL || localContentLakeUrl()
).replace(/\/+$/, '')

/**
 * The local editor's credentials on the local Content Lake, which has no sign-in: it treats any
 * bearer token as the one local editor. Meaningless anywhere else.
 */
export const localEditorToken = 'local-editor'

/** Where the public site runs, base path included; 'Ver en el sitio' opens pages under it. */
export const siteUrl = (process.env.SANITY_STUDIO_SITE_URL || localSiteUrl()).replace(/\/+$/, '')

/** Vision, the GROQ playground, is for developers: `SANITY_STUDIO_VISION=1` shows it. */
export const showVision = process.env.SANITY_STUDIO_VISION === '1'
