import { afterEach, describe, expect, test, vi } from 'vitest'

async function freshEnv() {
  vi.resetModules()
  return import('./env')
}

describe('Studio environment', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  test('without variables it targets the offline project and the production dataset', async () => {
    vi.stubEnv('SANITY_STUDIO_PROJECT_ID', '')
    vi.stubEnv('SANITY_STUDIO_DATASET', '')
    expect(await freshEnv()).toMatchObject({ projectId: 'offline', dataset: 'production' })
  })

  test('the variables choose a real project and dataset', async () => {
    vi.stubEnv('SANITY_STUDIO_PROJECT_ID', 'abc123xy')
    vi.stubEnv('SANITY_STUDIO_DATASET', 'staging')
    expect(await freshEnv()).toMatchObject({ projectId: 'abc123xy', dataset: 'staging' })
  })
})
