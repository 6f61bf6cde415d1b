import { apiVersion, dataset as appDataset, OFFLINE_PROJECT_ID } from '../../src/lib/sanity/env.ts'
import type { ServerEnv } from '../contact-api-config.ts'

/** The secret offline preview links carry when SANITY_PREVIEW_SECRET is not set. For development only. */
export const OFFLINE_PREVIEW_SECRET = 'vista-previa-local'
/** The offline Sanity API accepts any token; this one only names who read. */
export const OFFLINE_READ_TOKEN = 'offline-preview-viewer'

export type SanityReadSource = {
  projectId: string
  dataset: string
  apiVersion: string
  /** Server-only token allowed to read drafts (Viewer role). */
  token: string
}

export type PreviewConfig =
  { enabled: true; secret: string; sanity: SanityReadSource } | { enabled: false; reason: string }

function value(env: ServerEnv, ...names: string[]): string | undefined {
  for (const name of names) {
    const found = env[name]?.trim()
    if (found) return found
  }
  return undefined
}

/**
 * Preview settings from server-side variables: SANITY_PREVIEW_SECRET and SANITY_API_READ_TOKEN,
 * with the project and dataset the site reads. Offline both have development defaults; with a
 * Sanity project both are required, and preview stays off until they are set.
 */
export function previewConfig(env: ServerEnv): PreviewConfig {
  const projectId = value(env, 'VITE_SANITY_PROJECT_ID', 'SANITY_PROJECT_ID')
  const dataset = value(env, 'VITE_SANITY_DATASET', 'SANITY_DATASET') ?? appDataset
  const secret = value(env, 'SANITY_PREVIEW_SECRET')
  const token = value(env, 'SANITY_API_READ_TOKEN')
  if (!projectId) {
    return {
      enabled: true,
      secret: secret ?? OFFLINE_PREVIEW_SECRET,
      sanity: {
        projectId: OFFLINE_PROJECT_ID,
        dataset,
        apiVersion,
        token: token ?? OFFLINE_READ_TOKEN,
      },
    }
  }
  const missing = [!secret && 'SANITY_PREVIEW_SECRET', !token && 'SANITY_API_READ_TOKEN'].filter(
    Boolean,
  )
  if (!secret || !token) {
    return { enabled: false, reason: `${missing.join(' and ')} must be set for drafts preview.` }
  }
  return { enabled: true, secret, sanity: { projectId, dataset, apiVersion, token } }
}
