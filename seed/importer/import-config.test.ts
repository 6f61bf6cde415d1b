import { describe, expect, it } from 'vitest'
import { readImportConfig } from './import-config.ts'

const complete = { SANITY_PROJECT_ID: 'abc123', SANITY_API_WRITE_TOKEN: 'sk-secret' }

describe('readImportConfig', () => {
  it('reads the target from the environment, with the production dataset by default', () => {
    expect(readImportConfig(complete, [])).toEqual({
      ok: true,
      config: {
        mode: 'import',
        projectId: 'abc123',
        dataset: 'production',
        token: 'sk-secret',
        withExamples: false,
      },
    })
    expect(readImportConfig({ ...complete, SANITY_DATASET: 'staging' }, [])).toMatchObject({
      config: { dataset: 'staging' },
    })
  })

  it('names the missing token and where to create one, without repeating the project id', () => {
    const result = readImportConfig({ SANITY_PROJECT_ID: 'abc123' }, [])
    expect(result.ok).toBe(false)
    const message = result.ok ? '' : result.message
    expect(message).toContain('SANITY_API_WRITE_TOKEN is not set')
    expect(message).toContain('sanity.io/manage')
    expect(message).toContain('API -> Tokens')
    expect(message).toContain('Editor')
    expect(message).not.toContain('SANITY_PROJECT_ID is not set')
  })

  it('names the missing project id', () => {
    const result = readImportConfig({ SANITY_API_WRITE_TOKEN: 'sk-secret' }, [])
    expect(result.ok ? '' : result.message).toContain('SANITY_PROJECT_ID is not set')
  })

  it('needs neither project nor token for a dry run', () => {
    expect(readImportConfig({}, ['--dry-run'])).toEqual({
      ok: true,
      config: { mode: 'dry-run', projectId: undefined, dataset: 'production', withExamples: false },
    })
  })

  it('adds the example contact requests only with --with-examples', () => {
    expect(readImportConfig(complete, ['--with-examples'])).toMatchObject({
      ok: true,
      config: { mode: 'import', withExamples: true },
    })
    expect(readImportConfig({}, ['--dry-run', '--with-examples'])).toMatchObject({
      ok: true,
      config: { mode: 'dry-run', withExamples: true },
    })
  })

  it('rejects options it does not know', () => {
    const result = readImportConfig(complete, ['--force'])
    expect(result.ok ? '' : result.message).toContain('Unknown option --force')
  })
})
