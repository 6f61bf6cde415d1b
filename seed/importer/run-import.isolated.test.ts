import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient } from '@sanity/client'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSanityApiHandlers, INVALID_TOKEN } from '@rehoboth/content-lake'
import { apiVersion } from '@rehoboth/shared/project'
import { contentHash } from './content-hash.ts'
import type { DatasetDocument } from './dataset-document.ts'
import { isAssetDocument } from './dataset-document.ts'
import { runImport } from './run-import.ts'
import type { SeedSource } from './run-import.ts'
import { createFixtureSeed } from './testing/fixture-seed.ts'
import { buildDataset } from '../build-dataset.ts'
import { EXAMPLE_REQUEST_COUNT } from '../lib/documents/example-requests.ts'

const projectId = 'offline'
const dataset = 'production'
const env = { SANITY_PROJECT_ID: projectId, SANITY_API_WRITE_TOKEN: 'offline-writer' }

const realSeed: SeedSource = {
  buildDataset,
  mediaDir: fileURLToPath(new URL('../media', import.meta.url)),
}

const server = setupServer()
let storeDir: string
let requests: string[]
let fixture: Awaited<ReturnType<typeof createFixtureSeed>>

beforeAll(async () => {
  fixture = await createFixtureSeed()
  server.listen({ onUnhandledFrame: 'error' })
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
  })
})

beforeEach(async () => {
  storeDir = await mkdtemp(join(tmpdir(), 'rehoboth-import-store-'))
  requests = []
  // An empty dataset: everything in it was written by the importer.
  server.resetHandlers(
    ...createSanityApiHandlers({ projectId, dataset, seedDocuments: [], storeDir }),
  )
})

afterEach(() => rm(storeDir, { recursive: true, force: true }))

afterAll(async () => {
  server.close()
  await rm(fixture.mediaDir, { recursive: true, force: true })
})

async function importSeed({
  seed = fixture,
  environment = env,
  argv = [],
}: { seed?: SeedSource; environment?: Record<string, string>; argv?: string[] } = {}) {
  let stdout = ''
  let stderr = ''
  const sleep = vi.fn(async (_ms: number) => {})
  const exitCode = await runImport({
    env: environment,
    argv,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    sleep,
    seed,
  })
  return { exitCode, stdout, stderr, sleep }
}

const storedDocuments = () =>
  createClient({ projectId, dataset, apiVersion, useCdn: false, token: 'reader' }).fetch<
    DatasetDocument[]
  >('*[!(_id in path("_.**"))]')

const writes = () => requests.filter((request) => /\/(data\/mutate|assets)\//.test(request))

describe('npm run seed', () => {
  it('uploads every asset and creates every document of the seed', async () => {
    const { exitCode, stdout, stderr } = await importSeed()

    expect(stderr).toBe('')
    expect(exitCode).toBe(0)
    const stored = await storedDocuments()
    for (const document of fixture.documents.filter(isAssetDocument)) {
      expect(stored.find(({ _id }) => _id === document._id)).toMatchObject({
        _type: document._type,
        sha1hash: document.sha1hash,
      })
    }
    for (const document of fixture.documents.filter((doc) => !isAssetDocument(doc))) {
      const copy = stored.find(({ _id }) => _id === document._id)
      expect(copy && contentHash(copy)).toBe(contentHash(document))
    }
    expect(stdout).toContain('Assets: 0 already in the dataset, 2 to upload')
    expect(stdout).toContain(
      'Done. Assets: uploaded 2, already there 0. Documents: unchanged 0, written 4.',
    )
  })

  it('changes nothing when run again', async () => {
    await importSeed()
    requests = []

    const { exitCode, stdout } = await importSeed()

    expect(exitCode).toBe(0)
    expect(writes()).toEqual([])
    expect(stdout).toContain('Documents: unchanged 4, written 0.')
  })

  it('writes only the documents whose content changed', async () => {
    await importSeed()
    requests = []
    const edited = fixture.documents.map((document) =>
      document._id === 'siteSettings' ? { ...document, brandName: 'Rehoboth S.A.S.' } : document,
    )

    const { stdout } = await importSeed({ seed: { ...fixture, buildDataset: () => edited } })

    expect(writes()).toHaveLength(1)
    expect(stdout).toContain('Documents: unchanged 3, written 1.')
    const stored = await storedDocuments()
    expect(stored.find(({ _id }) => _id === 'siteSettings')).toMatchObject({
      brandName: 'Rehoboth S.A.S.',
    })
  })

  it('reuses a file the dataset already has under another id and points references at it', async () => {
    const image = fixture.documents.find((document) => document._type === 'sanity.imageAsset')
    const existing = {
      ...image,
      _id: `image-${String(image?.sha1hash)}-4x3-jpg`,
    } as DatasetDocument
    server.resetHandlers(
      ...createSanityApiHandlers({ projectId, dataset, seedDocuments: [existing], storeDir }),
    )

    const { exitCode, stdout } = await importSeed()

    expect(exitCode).toBe(0)
    expect(stdout).toContain('Assets: 1 already in the dataset, 1 to upload')
    expect(requests.filter((request) => request.includes('/assets/images/'))).toEqual([])
    const stored = await storedDocuments()
    expect(stored.find(({ _id }) => _id === 'product-ChainLube')).toMatchObject({
      image: { asset: { _ref: existing._id } },
    })
  })

  it('waits and retries when Sanity rate limits a transaction', async () => {
    server.use(
      http.post(
        `https://${projectId}.api.sanity.io/:version/data/mutate/:dataset`,
        () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '0' } }),
        { once: true },
      ),
    )

    const { exitCode, stdout, sleep } = await importSeed()

    expect(exitCode).toBe(0)
    expect(sleep).toHaveBeenCalledWith(0)
    expect(stdout).toContain(
      'Sanity answered HTTP 429 to write transaction 1 of 1; retrying in 0.0 s',
    )
    expect(stdout).toContain('written 4.')
    expect(await storedDocuments()).toHaveLength(fixture.documents.length)
  })

  it('gives up with a clear message when Sanity keeps failing', async () => {
    server.use(
      http.post(
        `https://${projectId}.api.sanity.io/:version/data/mutate/:dataset`,
        () => new HttpResponse(null, { status: 503 }),
      ),
    )

    const { exitCode, stderr, sleep } = await importSeed()

    expect(exitCode).toBe(1)
    expect(sleep).toHaveBeenCalledTimes(4)
    expect(stderr).toContain(
      'Sanity kept failing to write transaction 1 of 1 (HTTP 503) after 5 attempts.',
    )
  })

  it('stops at once on a token Sanity refuses, writing nothing and never printing it', async () => {
    const { exitCode, stdout, stderr } = await importSeed({
      environment: { ...env, SANITY_API_WRITE_TOKEN: INVALID_TOKEN },
    })

    expect(exitCode).toBe(1)
    expect(stderr).toContain('the token is invalid or lacks write access')
    expect(stderr).toContain('API -> Tokens')
    expect(`${stdout}${stderr}`).not.toContain(INVALID_TOKEN)
    expect(requests).toHaveLength(1)
    expect(writes()).toEqual([])
    expect(await storedDocuments()).toEqual([])
  })

  it('names the missing variable and makes no request', async () => {
    const { exitCode, stderr } = await importSeed({ environment: { SANITY_PROJECT_ID: projectId } })

    expect(exitCode).toBe(1)
    expect(stderr).toContain('SANITY_API_WRITE_TOKEN is not set')
    expect(stderr).toContain('https://www.sanity.io/manage -> your project -> API -> Tokens')
    expect(requests).toEqual([])
  })
})

describe('npm run seed with the real seed', () => {
  it('--dry-run prints what would be imported, with no token, no project and no request', async () => {
    const { exitCode, stdout } = await importSeed({
      seed: realSeed,
      environment: {},
      argv: ['--dry-run'],
    })

    expect(exitCode).toBe(0)
    expect(stdout).toContain('products: 29\n')
    expect(stdout).toContain('categories: 3\n')
    expect(stdout).toContain('slides: 4\n')
    expect(stdout).toContain('countries: 2 (CO 33 divisions, MX 32 divisions)\n')
    expect(stdout).toMatch(/assets: \d+ \(\d+\.\d MB\)/)
    expect(requests).toEqual([])
  })

  it('leaves the example contact requests out unless asked with --with-examples', async () => {
    const without = await importSeed({ seed: realSeed, environment: {}, argv: ['--dry-run'] })
    expect(without.stdout).not.toContain('contact requests')

    const withExamples = await importSeed({
      seed: realSeed,
      environment: {},
      argv: ['--dry-run', '--with-examples'],
    })
    expect(withExamples.exitCode).toBe(0)
    expect(withExamples.stdout).toContain(`example contact requests: ${EXAMPLE_REQUEST_COUNT}\n`)
    expect(requests).toEqual([])
  })

  it('imports the whole seed, then finds nothing to change', async () => {
    const first = await importSeed({ seed: realSeed })
    expect(first.stderr).toBe('')
    const dataset = buildDataset()
    const stored = await storedDocuments()
    expect(stored.map(({ _id }) => _id).sort()).toEqual(dataset.map(({ _id }) => _id).sort())

    requests = []
    const second = await importSeed({ seed: realSeed })

    expect(second.exitCode).toBe(0)
    expect(writes()).toEqual([])
    expect(second.stdout).toContain(
      `Documents: unchanged ${dataset.filter((document) => !isAssetDocument(document)).length}, written 0.`,
    )
  })
})
