import { describe, expect, it } from 'vitest'
import { DATASET, PROJECT_ID } from './testing/fixture-project.ts'
import { fixtureProjectInProcess } from './testing/in-process-fixture.ts'

const project = fixtureProjectInProcess()

const getDocs = async (ids: string, query = '', token?: string) => {
  const response = await fetch(
    `https://${PROJECT_ID}.api.sanity.io/v2025-02-19/data/doc/${DATASET}/${ids}${query}`,
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  )
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

describe('documents by id', () => {
  it('answers the documents it can show and why it leaves the others out', async () => {
    expect(await getDocs('restaurador,drafts.nuevo,nowhere')).toEqual({
      documents: [expect.objectContaining({ _id: 'restaurador', title: 'RESTAURADOR DE FAROS' })],
      omitted: [
        { id: 'drafts.nuevo', reason: 'permission' },
        { id: 'nowhere', reason: 'existence' },
      ],
    })
  })

  it('with excludeContent=true answers only what it leaves out, as Sanity does', async () => {
    const ids = 'restaurador,drafts.nuevo,nowhere'
    expect(await getDocs(ids, '?excludeContent=true')).toEqual({
      omitted: [
        { id: 'drafts.nuevo', reason: 'permission' },
        { id: 'nowhere', reason: 'existence' },
      ],
    })
    expect(await getDocs(ids, '?excludeContent=true', 'editor')).toEqual({
      omitted: [{ id: 'nowhere', reason: 'existence' }],
    })
  })

  it("serves the Sanity client's documentsExists", async () => {
    const existing = await project()
      .client({ token: 'editor' })
      .documentsExists(['restaurador', 'drafts.nuevo', 'nowhere'])
    expect([...existing].sort()).toEqual(['drafts.nuevo', 'restaurador'])
  })
})
