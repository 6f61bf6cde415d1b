import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiVersion } from '../../src/lib/sanity/env.ts'
import { productPageQuery } from '../../src/lib/sanity/queries.ts'
import { offlineLakeOptions } from '@rehoboth/seed/offline-lake'
import { createSanityApiHandlers } from '@rehoboth/content-lake'
import { endpointServer } from '../endpoint-server.ts'
import { previewEndpoint } from '../endpoints.ts'
import { createPreviewApi, siteQueryTexts } from './preview-api.ts'
import { OFFLINE_PREVIEW_SECRET, OFFLINE_READ_TOKEN, previewConfig } from './preview-config.ts'

const STRONG_SECRET = 'k3F9x-Qz7LmW2pVt8RbN4yHc6JdGs1Ae'

const SITE = 'http://localhost:4173/rehoboth/'
const DATA_URL = `https://offline.api.sanity.io/v${apiVersion}/data`
const SLUG = 'RestauradorDeFaros'

const storeDir = mkdtempSync(join(tmpdir(), 'preview-api-'))
const server = setupServer(...createSanityApiHandlers({ ...offlineLakeOptions(), storeDir }))
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => {
  server.close()
  rmSync(storeDir, { recursive: true, force: true })
})

async function publishedProduct(): Promise<{ _id: string; title: string }> {
  const query = encodeURIComponent('*[_type == "product" && slug.current == $slug][0]{_id, title}')
  const response = await fetch(`${DATA_URL}/query/production?query=${query}&$slug="${SLUG}"`)
  return ((await response.json()) as { result: { _id: string; title: string } }).result
}

async function createDraft(id: string, title: string) {
  const source = await fetch(`${DATA_URL}/doc/production/${id}`, {
    headers: { Authorization: 'Bearer test-editor' },
  })
  const [document] = ((await source.json()) as { documents: Record<string, unknown>[] }).documents
  const response = await fetch(`${DATA_URL}/mutate/production`, {
    method: 'POST',
    headers: { Authorization: 'Bearer test-editor', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      mutations: [{ createOrReplace: { ...document, _id: `drafts.${id}`, title } }],
    }),
  })
  expect(response.status).toBe(200)
}

function productQuery(cookie: string | undefined) {
  const search = new URLSearchParams({ query: productPageQuery, $slug: JSON.stringify(SLUG) })
  return new Request(`${SITE}api/preview/sanity/v${apiVersion}/data/query/production?${search}`, {
    headers: cookie ? { cookie } : {},
  })
}

describe('drafts preview over the offline dataset', () => {
  it('shows a draft to a preview session, and the published page to everyone else', async () => {
    const handle = createPreviewApi(endpointServer({}), previewEndpoint.limits)
    const published = await publishedProduct()
    await createDraft(published._id, 'Restaurador (borrador sin publicar)')
    expect((await publishedProduct()).title).toBe(published.title)

    const refused = await handle(productQuery(undefined))
    expect(refused.status).toBe(401)

    const entered = await handle(
      new Request(`${SITE}api/preview?secret=${OFFLINE_PREVIEW_SECRET}&redirect=/${SLUG}`),
    )
    expect(entered.headers.get('location')).toBe(`/rehoboth/${SLUG}`)
    const cookie = entered.headers
      .getSetCookie()
      .map((setCookie) => setCookie.split(';')[0])
      .join('; ')

    const answer = await handle(productQuery(cookie))
    expect(answer.status).toBe(200)
    const { result } = (await answer.json()) as { result: { title: string } }
    expect(result.title).toBe('Restaurador (borrador sin publicar)')
  })

  it('enters from the Studio with the secret Presentation wrote, and refuses a made-up one', async () => {
    const handle = createPreviewApi(endpointServer({}), previewEndpoint.limits)
    const secret = 'secreto-de-presentation-de-prueba'
    const written = await fetch(`${DATA_URL}/mutate/production`, {
      method: 'POST',
      headers: { Authorization: 'Bearer test-editor', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        mutations: [
          {
            create: {
              _id: 'drafts.secreto-de-prueba',
              _type: 'sanity.previewUrlSecret',
              secret,
              source: 'sanity/presentation',
              studioUrl: 'http://localhost:3333',
              userId: 'pLocalEditor',
            },
          },
        ],
      }),
    })
    expect(written.status).toBe(200)
    const enable = (candidate: string) =>
      new Request(
        `${SITE}api/preview/enable?${new URLSearchParams({
          'sanity-preview-secret': candidate,
          'sanity-preview-perspective': 'drafts',
          'sanity-preview-pathname': `/rehoboth/${SLUG}`,
        })}`,
      )

    const entered = await handle(enable(secret))
    expect(entered.status).toBe(303)
    expect(entered.headers.get('location')).toBe(`/rehoboth/${SLUG}`)
    expect(entered.headers.getSetCookie()).toHaveLength(3)

    const refused = await handle(enable('secreto-inventado'))
    expect(refused.status).toBe(401)
    expect(refused.headers.getSetCookie()).toEqual([])
  })

  it('allows every query the site sends, and only those', () => {
    expect(siteQueryTexts.has(productPageQuery)).toBe(true)
    expect(siteQueryTexts.size).toBeGreaterThanOrEqual(9)
    for (const query of siteQueryTexts) expect(query).toMatch(/\*\[/)
  })
})

describe('preview settings', () => {
  it('offline, work with the documented development secret and any token', () => {
    expect(previewConfig({})).toMatchObject({
      enabled: true,
      secret: 'vista-previa-local-solo-para-desarrollo',
      sanity: { projectId: 'offline', token: OFFLINE_READ_TOKEN },
    })
    expect(
      previewConfig({ SANITY_PREVIEW_SECRET: ' propia ', SANITY_API_READ_TOKEN: 'lectura' }),
    ).toMatchObject({ secret: 'propia', sanity: { token: 'lectura' } })
  })

  it('with a Sanity project, need both the secret and the viewer token', () => {
    const project = { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging' }
    expect(previewConfig(project)).toEqual({
      enabled: false,
      reason: 'SANITY_PREVIEW_SECRET and SANITY_API_READ_TOKEN must be set for drafts preview.',
    })
    expect(previewConfig({ ...project, SANITY_PREVIEW_SECRET: STRONG_SECRET })).toMatchObject({
      enabled: false,
    })
    expect(
      previewConfig({
        ...project,
        SANITY_PREVIEW_SECRET: STRONG_SECRET,
        SANITY_API_READ_TOKEN: 't',
      }),
    ).toEqual({
      enabled: true,
      secret: STRONG_SECRET,
      sanity: { projectId: 'abc123', dataset: 'staging', apiVersion, token: 't' },
    })
  })

  it.each([
    ['short', 'corta', /at least 32 random characters \(it has 5\)/],
    ['repetitive', 'ab'.repeat(20), /does not look random/],
    ['the development secret', OFFLINE_PREVIEW_SECRET, /published development secret/],
  ])('with a Sanity project, stay off with a %s secret and say why', (_, secret, reason) => {
    const config = previewConfig({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_PREVIEW_SECRET: secret,
      SANITY_API_READ_TOKEN: 't',
    })
    expect(config.enabled).toBe(false)
    expect(config.enabled === false && config.reason).toMatch(reason)
    expect(config.enabled === false && config.reason).toContain('openssl rand -base64 32')
  })

  it('offline, keep a development secret of 32 characters or more', () => {
    expect(OFFLINE_PREVIEW_SECRET.length).toBeGreaterThanOrEqual(32)
  })
})
