import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type * as SitePages from './presentation/site-pages'
import type StudioConfig from './sanity.config'

// The Studio of a deployment with a Sanity project (the production rehearsal's Studio side; the
// functions' side is web/server/netlify-tests/production-rehearsal.test.ts): Sanity's own API and sign-in,
// nothing of the local Content Lake, and Presentation opening the site's preview route.

let studio: { config: typeof StudioConfig; sitePages: typeof SitePages }

beforeAll(async () => {
  vi.stubEnv('SANITY_STUDIO_PROJECT_ID', 'rehearsal1')
  vi.stubEnv('SANITY_STUDIO_DATASET', 'production')
  vi.stubEnv('SANITY_STUDIO_SITE_URL', 'https://www.rehoboth.example/rehoboth')
  vi.stubEnv('SANITY_STUDIO_CONTENT_LAKE_URL', 'http://localhost:3334')
  vi.resetModules()
  studio = {
    config: (await import('./sanity.config')).default,
    sitePages: await import('./presentation/site-pages'),
  }
  // The first import of `sanity` in a worker takes seconds.
}, 90_000)

// Its modules are shared with the Studio's other tests (node-shared): they get the offline
// Studio back, freshly imported, after this file.
afterAll(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('the Studio with a Sanity project', () => {
  test('uses Sanity’s API and sign-in, not the local lake or its editor token', () => {
    const { config } = studio
    expect(config).toMatchObject({ projectId: 'rehearsal1', dataset: 'production' })
    // No apiHost: Sanity's https://api.sanity.io. No token mode or client factory: the editor's own
    // session, never the local editor's token.
    expect(config).not.toHaveProperty('apiHost')
    expect(config).not.toHaveProperty('auth')
    expect(config).not.toHaveProperty('unstable_clientFactory')
    expect(JSON.stringify(config)).not.toContain('localhost')
  })

  test('Presentation opens the published site and turns preview on at its enable route', () => {
    expect(studio.sitePages.siteOrigin).toBe('https://www.rehoboth.example')
    expect(studio.sitePages.previewEnablePath).toBe('/rehoboth/api/preview/enable')
  })
})
