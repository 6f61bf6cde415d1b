import { readFileSync } from 'node:fs'
import { createClient } from '@sanity/client'
import { apiVersion, sanityProject } from '@rehoboth/shared/project'
import { evaluate, parse } from 'groq-js'
import { buildDataset } from '../../build-dataset.ts'
import { readMediaManifest } from '../../lib/media.ts'
import type { CatalogueData } from './catalogue-contents.ts'
import { catalogueQuery } from './catalogue-contents.ts'
import { mediaPath } from './encode.ts'

/** Where the catalogue's content comes from, and how to read the bytes of its images. */
export interface CatalogueSource {
  description: string
  load: () => Promise<CatalogueData>
  readImage: (url: string) => Promise<Uint8Array>
}

/** The seed dataset (seed/build-dataset.ts) queried locally, images read from seed/media. */
export function offlineSource(): CatalogueSource {
  const manifest = readMediaManifest()
  const pathBySha1 = new Map(Object.entries(manifest).map(([path, entry]) => [entry.sha1, path]))
  return {
    description: 'el conjunto de datos sin conexión (seed)',
    load: async () => {
      const result = await evaluate(parse(catalogueQuery), { dataset: buildDataset() })
      return (await result.get()) as CatalogueData
    },
    readImage: async (url) => {
      const sha1 = /\/([0-9a-f]{40})-[^/]*$/.exec(url)?.[1]
      const path = sha1 === undefined ? undefined : pathBySha1.get(sha1)
      if (!path) throw new Error(`No seed media file for the image ${url}`)
      return readFileSync(mediaPath(path))
    },
  }
}

export interface ProjectTarget {
  projectId: string
  dataset: string
  token?: string
}

/** A Sanity project's published content through GROQ, images from its CDN. */
export function projectSource({ projectId, dataset, token }: ProjectTarget): CatalogueSource {
  const client = createClient({
    projectId,
    dataset,
    apiVersion,
    useCdn: !token,
    perspective: 'published',
    ...(token ? { token } : {}),
  })
  return {
    description: `el proyecto ${projectId}, dataset ${dataset}`,
    load: () => client.fetch(catalogueQuery),
    readImage: async (url) => {
      const response = await fetch(`${url}?w=600&fm=png`)
      if (!response.ok) throw new Error(`The image ${url} answered ${response.status}`)
      return new Uint8Array(await response.arrayBuffer())
    },
  }
}

/** The configured project, decided as the site decides it; offline, the seed dataset. */
export function sourceFromEnv(env: NodeJS.ProcessEnv): CatalogueSource {
  const { isOffline, projectId, dataset } = sanityProject(env)
  if (isOffline) return offlineSource()
  const token = env.SANITY_API_READ_TOKEN?.trim() || env.SANITY_API_WRITE_TOKEN?.trim()
  return projectSource({ projectId, dataset, ...(token ? { token } : {}) })
}
