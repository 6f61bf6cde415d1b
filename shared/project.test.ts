import { describe, expect, it } from 'vitest'
import { sanityProject } from './project.ts'

describe('the Sanity project the site and the seed read', () => {
  it('is the offline project and the production dataset when nothing names one', () => {
    expect(sanityProject({}, { SANITY_DATASET: ' ' })).toEqual({
      isOffline: true,
      projectId: 'offline',
      dataset: 'production',
    })
  })

  it("takes the first environment that names it, Vite's before the process's", () => {
    expect(
      sanityProject(
        { VITE_SANITY_PROJECT_ID: 'abc123' },
        { SANITY_PROJECT_ID: 'other', SANITY_DATASET: 'staging' },
      ),
    ).toEqual({ isOffline: false, projectId: 'abc123', dataset: 'staging' })
    expect(sanityProject({}, { SANITY_PROJECT_ID: ' other-1 ' }).projectId).toBe('other-1')
  })

  it('refuses a project id Sanity would not have', () => {
    expect(() => sanityProject({ SANITY_PROJECT_ID: 'My Project' })).toThrow(
      /"My Project" is not a Sanity project id/,
    )
  })
})
