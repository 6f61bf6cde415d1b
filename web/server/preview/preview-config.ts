import { apiVersion, dataset as appDataset, OFFLINE_PROJECT_ID } from '../../src/lib/sanity/env.ts'
import { sanityProject, type SanityProject } from '@rehoboth/shared/project'
import type { ServerEnv } from '../contact-api-config.ts'

/** The secret offline preview links carry when SANITY_PREVIEW_SECRET is not set. For development only. */
export const OFFLINE_PREVIEW_SECRET = 'vista-previa-local-solo-para-desarrollo'
/** With a Sanity project the secret guards the drafts: as long as a random 192-bit string. */
export const MIN_PREVIEW_SECRET_LENGTH = 32
const MIN_DISTINCT_CHARACTERS = 10
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
  let project: SanityProject
  try {
    // The dataset the site was built for, unless the server names its own.
    project = sanityProject(env, { VITE_SANITY_DATASET: appDataset })
  } catch (error) {
    return { enabled: false, reason: (error as Error).message }
  }
  const { isOffline, projectId, dataset } = project
  const secret = value(env, 'SANITY_PREVIEW_SECRET')
  const token = value(env, 'SANITY_API_READ_TOKEN')
  if (isOffline) {
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
  const weakness = previewSecretWeakness(secret)
  if (weakness) return { enabled: false, reason: weakness }
  return { enabled: true, secret, sanity: { projectId, dataset, apiVersion, token } }
}

/**
 * Why a secret cannot guard a real project's drafts, or undefined when it can: it must be at least
 * 32 characters, look random (10 different characters or more, so no 'aaaa…' or a repeated word)
 * and not be the development secret, which is published in the docs.
 */
export function previewSecretWeakness(secret: string): string | undefined {
  const advice = 'Generate one with `openssl rand -base64 32` and set it as SANITY_PREVIEW_SECRET.'
  if (secret === OFFLINE_PREVIEW_SECRET) {
    return `SANITY_PREVIEW_SECRET is the published development secret. ${advice}`
  }
  if (secret.length < MIN_PREVIEW_SECRET_LENGTH) {
    return (
      `SANITY_PREVIEW_SECRET must be at least ${MIN_PREVIEW_SECRET_LENGTH} random characters ` +
      `(it has ${secret.length}). ${advice}`
    )
  }
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS) {
    return `SANITY_PREVIEW_SECRET does not look random (too few different characters). ${advice}`
  }
  return undefined
}
