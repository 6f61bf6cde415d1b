/**
 * Which Sanity project and dataset the site, the seed and the servers read, decided the same way
 * everywhere. Without a project id they read the offline copy of the Sanity HTTP API (the local
 * Content Lake, content-lake/) under the placeholder project 'offline', the id the seed dataset
 * and the Studio use too.
 */

export const OFFLINE_PROJECT_ID = 'offline'
export const apiVersion = '2025-02-19'

type Environment = Partial<Record<string, unknown>>

export interface SanityProject {
  isOffline: boolean
  projectId: string
  dataset: string
}

function firstValue(environments: Environment[], names: string[]): string | undefined {
  for (const environment of environments) {
    for (const name of names) {
      const value = environment[name]
      if (typeof value === 'string' && value.trim()) return value.trim()
    }
  }
  return undefined
}

/** The project named by the first environment that names one (e.g. Vite's, then the process's). */
export function sanityProject(...environments: Environment[]): SanityProject {
  const configuredProjectId = firstValue(environments, [
    'VITE_SANITY_PROJECT_ID',
    'SANITY_PROJECT_ID',
  ])
  if (configuredProjectId !== undefined && !/^[a-z0-9][a-z0-9-]*$/.test(configuredProjectId)) {
    throw new Error(
      `SANITY_PROJECT_ID "${configuredProjectId}" is not a Sanity project id (lowercase letters, digits and dashes). ` +
        'Unset it to use the offline content.',
    )
  }
  return {
    isOffline: configuredProjectId === undefined,
    projectId: configuredProjectId ?? OFFLINE_PROJECT_ID,
    dataset: firstValue(environments, ['VITE_SANITY_DATASET', 'SANITY_DATASET']) ?? 'production',
  }
}
