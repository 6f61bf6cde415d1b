import { describe, expect, it } from 'vitest'
import { fixtureProjectInProcess } from './testing/in-process-fixture.ts'

const project = fixtureProjectInProcess()

const editor = () => project().client({ token: 'editor', perspective: 'raw' })
const releaseOf = (releaseId: string) => editor().getDocument(`_.releases.${releaseId}`)

describe('releases through the Actions API', () => {
  it('creates, edits, schedules and publishes a release with its versions', async () => {
    await editor().releases.create({ releaseId: 'rVerano', metadata: { title: 'Verano' } })
    expect(await releaseOf('rVerano')).toMatchObject({
      _type: 'system.release',
      name: 'rVerano',
      state: 'active',
      metadata: { title: 'Verano', releaseType: 'undecided' },
    })
    // A new document and a change to a published one, both in the release.
    await editor().action([
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: 'verano-nota',
        document: { _id: 'versions.rVerano.verano-nota', _type: 'note', text: 'nueva' },
      },
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: 'restaurador',
        baseId: 'restaurador',
        versionId: 'versions.rVerano.restaurador',
      },
    ])
    await editor().patch('versions.rVerano.restaurador').set({ title: 'DE VERANO' }).commit()
    await editor().releases.edit({
      releaseId: 'rVerano',
      patch: { set: { metadata: { title: 'Verano 2027', releaseType: 'asap' } } },
    })
    await editor().releases.schedule({ releaseId: 'rVerano', publishAt: '2027-01-01T00:00:00Z' })
    expect(await releaseOf('rVerano')).toMatchObject({
      state: 'scheduled',
      publishAt: '2027-01-01T00:00:00Z',
      metadata: { title: 'Verano 2027' },
    })
    await editor().releases.unschedule({ releaseId: 'rVerano' })
    await editor().releases.publish({ releaseId: 'rVerano' })

    expect(await releaseOf('rVerano')).toMatchObject({ state: 'published' })
    expect(await editor().getDocument('verano-nota')).toMatchObject({ text: 'nueva' })
    expect(await editor().getDocument('restaurador')).toMatchObject({ title: 'DE VERANO' })
    expect(await editor().fetch('count(*[_id in path("versions.rVerano.**")])')).toBe(0)
    await editor().releases.archive({ releaseId: 'rVerano' })
    await editor().releases.delete({ releaseId: 'rVerano' })
    expect(await releaseOf('rVerano')).toBeUndefined()
  })

  it('archives a release with its versions and brings them back on unarchive', async () => {
    await editor().releases.create({ releaseId: 'rOtono', metadata: { title: 'Otoño' } })
    await editor().create({ _id: 'versions.rOtono.otono-nota', _type: 'note', text: 'otoño' })
    await editor().releases.archive({ releaseId: 'rOtono' })
    expect(await releaseOf('rOtono')).toMatchObject({ state: 'archived' })
    expect(await editor().getDocument('versions.rOtono.otono-nota')).toBeUndefined()
    await editor().releases.unarchive({ releaseId: 'rOtono' })
    expect(await releaseOf('rOtono')).toMatchObject({ state: 'active' })
    expect(await editor().getDocument('versions.rOtono.otono-nota')).toMatchObject({
      text: 'otoño',
    })
  })

  it('unpublishes a document through a release', async () => {
    await editor().create({ _id: 'para-quitar', _type: 'note' })
    await editor().releases.create({ releaseId: 'rQuitar', metadata: { title: 'Quitar' } })
    await editor().action({
      actionType: 'sanity.action.document.version.unpublish',
      versionId: 'versions.rQuitar.para-quitar',
      publishedId: 'para-quitar',
    })
    await editor().releases.publish({ releaseId: 'rQuitar' })
    expect(await editor().getDocument('para-quitar')).toBeUndefined()
  })

  it('refuses what the release’s state does not allow, changing nothing', async () => {
    await editor().releases.create({ releaseId: 'rFijo', metadata: { title: 'Fijo' } })
    const error = await editor()
      .releases.unarchive({ releaseId: 'rFijo' })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ statusCode: 409 })
    expect(await releaseOf('rFijo')).toMatchObject({ state: 'active' })
    const missing = await editor()
      .releases.publish({ releaseId: 'rNadie' })
      .catch((caught: unknown) => caught)
    expect(missing).toMatchObject({ statusCode: 404 })
  })
})
