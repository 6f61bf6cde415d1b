import { afterAll, beforeAll } from 'vitest'
import { startLakeServer } from '../server.ts'
import type { LakeServer, LakeServerOptions } from '../server.ts'
import type { SanityDocument } from '../types.ts'
import { createFixtureProject, DATASET, PROJECT_ID } from './fixture-project.ts'
import type { FixtureProject } from './fixture-project.ts'
import { lakeClient } from './http-client.ts'
import type { CallOptions } from './http-client.ts'

export const TOKEN = 'local-editor'
export const V = '/v2025-02-19'
export const seeded: SanityDocument = {
  _id: 'product-seeded',
  _type: 'product',
  _rev: 'seed-rev-1',
  _createdAt: '2025-01-15T12:00:00Z',
  _updatedAt: '2025-01-15T12:00:00Z',
  title: 'SEMBRADO',
  count: 0,
  tags: ['a', 'c'],
  body: 'hola mundo',
}

let project: FixtureProject
let server: LakeServer
let client: ReturnType<typeof lakeClient>

export const options = () => ({
  projectId: PROJECT_ID,
  dataset: DATASET,
  seedDocuments: [...project.documents, seeded],
  mediaDir: project.mediaDir,
  storeDir: project.storeDir,
})

/**
 * Starts a standalone Content Lake on a fixture project for the calling test file, on a free
 * port; `extra` sets other options (a shorter query time limit, say).
 */
export function startStandaloneLake(extra: Partial<LakeServerOptions> = {}) {
  beforeAll(async () => {
    project = await createFixtureProject()
    server = await startLakeServer({ ...options(), ...extra, port: 0 })
    client = lakeClient(server.port, PROJECT_ID)
  })

  afterAll(async () => {
    await server?.close()
    project?.remove()
  })
}

/** The running lake of the calling test file (after `startStandaloneLake`'s beforeAll). */
export const lake = {
  get project() {
    return project
  },
  get server() {
    return server
  },
  get client() {
    return client
  },
}

export const mutate = (
  mutations: unknown[],
  query = '',
  callOptions: CallOptions = { token: TOKEN },
) =>
  client.call(`${V}/data/mutate/${DATASET}?returnIds=true&returnDocuments=true${query}`, {
    ...callOptions,
    body: { mutations },
  })
export const getDoc = async (id: string) =>
  (await client.call(`${V}/data/doc/${DATASET}/${id}`, { token: TOKEN })).json<{
    documents: SanityDocument[]
  }>().documents[0]
export const query = async (groq: string, callOptions: CallOptions = {}, perspective = 'raw') =>
  (
    await client.call(
      `${V}/data/query/${DATASET}?query=${encodeURIComponent(groq)}&perspective=${perspective}`,
      callOptions,
    )
  ).json<{ result: unknown }>().result
