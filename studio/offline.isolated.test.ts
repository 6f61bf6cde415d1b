import { afterEach, describe, expect, test, vi } from 'vitest'
import { apiVersion } from '@rehoboth/shared/project'

async function freshConfig() {
  vi.resetModules()
  return (await import('./sanity.config')).default
}

describe('Studio without and with a Sanity project', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  // The first import of the whole Studio config (sanity, plugins, schema) takes seconds.
  test(
    'without a project it edits the local Content Lake as the local editor',
    { timeout: 60_000 },
    async () => {
      vi.stubEnv('SANITY_STUDIO_PROJECT_ID', '')
      vi.stubEnv('SANITY_STUDIO_CONTENT_LAKE_URL', 'http://localhost:4217/')
      const config = await freshConfig()
      if (Array.isArray(config)) throw new Error('one workspace expected')
      expect(config).toMatchObject({
        projectId: 'offline',
        apiHost: 'http://localhost:4217',
        auth: { loginMethod: 'token' },
      })
      const client = config.unstable_clientFactory?.({
        projectId: 'offline',
        dataset: 'production',
        apiVersion,
        useCdn: false,
        withCredentials: true,
      })
      expect(client?.config()).toMatchObject({ token: 'local-editor', withCredentials: false })
    },
  )

  test(
    'with a project it is the normal Studio: Sanity API, its own sign-in, no token',
    { timeout: 60_000 },
    async () => {
      vi.stubEnv('SANITY_STUDIO_PROJECT_ID', 'abc123xy')
      vi.stubEnv('SANITY_STUDIO_CONTENT_LAKE_URL', 'http://localhost:4217')
      const config = await freshConfig()
      if (Array.isArray(config)) throw new Error('one workspace expected')
      expect(config.projectId).toBe('abc123xy')
      expect(config).not.toHaveProperty('apiHost')
      expect(config).not.toHaveProperty('auth')
      expect(config).not.toHaveProperty('unstable_clientFactory')
    },
  )
})
