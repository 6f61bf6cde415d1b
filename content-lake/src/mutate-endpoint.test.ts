import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { INVALID_TOKEN } from './authorization.ts'
import { fixtureProjectInProcess } from './testing/in-process-fixture.ts'

const project = fixtureProjectInProcess()

const writer = () => project().client({ token: 'offline-writer' })

describe('mutate endpoint', () => {
  it('creates a document, keeps it on disk and a restarted API still has it', async () => {
    const created = await writer().create({
      _id: 'contactRequest-1',
      _type: 'contactRequest',
      firstNames: 'Ana',
      status: 'nuevo',
    })
    expect(created).toMatchObject({ _id: 'contactRequest-1', firstNames: 'Ana' })
    expect(created._rev).toEqual(expect.any(String))
    expect(created._createdAt).toEqual(expect.any(String))

    const layer = readFileSync(join(project().storeDir, 'production.ndjson'), 'utf8')
    expect(layer).toContain('"_id":"contactRequest-1"')

    project.restartApi()
    await expect(
      project().client().fetch('*[_id == "contactRequest-1"][0].firstNames'),
    ).resolves.toBe('Ana')
  })

  it('patches with set and unset, and deletes, in one transaction', async () => {
    await writer().createOrReplace({ _id: 'note-1', _type: 'note', text: 'uno', draft: true })
    const result = await writer()
      .transaction()
      .patch('note-1', (patch) => patch.set({ text: 'dos' }).unset(['draft']))
      .delete('restaurador')
      .commit()
    expect(result.results).toEqual([
      { id: 'note-1', operation: 'update' },
      { id: 'restaurador', operation: 'delete' },
    ])
    await expect(writer().getDocument('note-1')).resolves.toMatchObject({ text: 'dos' })
    await expect(writer().getDocument('note-1')).resolves.not.toHaveProperty('draft')
    await expect(project().client().fetch('*[_id == "restaurador"][0]')).resolves.toBeNull()
  })

  it('applies nothing when one mutation of the transaction fails', async () => {
    const error = await writer()
      .transaction()
      .create({ _id: 'note-2', _type: 'note' })
      .create({ _id: 'note-2', _type: 'note' })
      .commit()
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ statusCode: 409 })
    expect((error as Error).message).toContain('Document by ID "note-2" already exists')
    await expect(writer().getDocument('note-2')).resolves.toBeUndefined()
  })

  it('answers a patch on a document that does not exist with an error', async () => {
    const error = await writer()
      .patch('missing')
      .set({ text: 'x' })
      .commit()
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ statusCode: 404 })
    expect((error as Error).message).toContain('Document by ID "missing" not found')
  })

  it('refuses writes without a token with a 401', async () => {
    const error = await project()
      .client()
      .create({ _type: 'note' })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ statusCode: 401 })
  })

  it('refuses an invalid token with the message Sanity gives', async () => {
    const error = await project()
      .client({ token: INVALID_TOKEN })
      .create({ _type: 'note' })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ statusCode: 401 })
    expect((error as Error).message).toBe('Unauthorized - Session not found')
  })
})
