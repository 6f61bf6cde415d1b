import { describe, expect, it } from 'vitest'
import { fixtureProjectInProcess } from './testing/in-process-fixture.ts'
import type { SanityDocument } from './types.ts'

const project = fixtureProjectInProcess()

const editor = () => project().client({ token: 'editor', perspective: 'raw' })

// What the Studio writes when an editor creates the referenced document from the field (or a
// document from a category's list of incoming references): weak until publish.
const createdInPlace = (ref: string, extra: object = {}) => ({
  _type: 'reference',
  _ref: ref,
  _weak: true,
  _strengthenOnPublish: { type: 'category', ...extra },
})

async function publish(draft: SanityDocument): Promise<SanityDocument | undefined> {
  const publishedId = draft._id.replace(/^drafts\./, '')
  await editor().createOrReplace(draft)
  await editor().action({
    actionType: 'sanity.action.document.publish',
    draftId: draft._id,
    publishedId,
  })
  expect(await editor().getDocument(draft._id)).toBeUndefined()
  return editor().getDocument(publishedId)
}

describe('publishing through the Actions API', () => {
  it('strengthens the weak references marked to be strengthened on publish, wherever they are', async () => {
    const published = await publish({
      _id: 'drafts.fresh-product',
      _type: 'product',
      category: createdInPlace('new-category'),
      related: [
        { _key: 'a', ...createdInPlace('new-product') },
        { _key: 'b', _type: 'scent', product: createdInPlace('other-product') },
      ],
      nested: { deep: { _ref: 'untyped-ref', _weak: true, _strengthenOnPublish: true } },
    })
    expect(published).toMatchObject({
      category: { _type: 'reference', _ref: 'new-category' },
      related: [
        { _key: 'a', _type: 'reference', _ref: 'new-product' },
        { _key: 'b', _type: 'scent', product: { _type: 'reference', _ref: 'other-product' } },
      ],
      nested: { deep: { _ref: 'untyped-ref' } },
    })
    const references = [
      published?.category,
      ...(published?.related as Array<{ product?: object }>).map((item) => item.product ?? item),
      (published?.nested as { deep: object }).deep,
    ]
    for (const reference of references) {
      expect(reference).not.toHaveProperty('_weak')
      expect(reference).not.toHaveProperty('_strengthenOnPublish')
    }
  })

  it('keeps a reference weak when its schema type is weak, and leaves other references alone', async () => {
    const template = { id: 'category', params: {} }
    const published = await publish({
      _id: 'drafts.weak-product',
      _type: 'product',
      weakByType: createdInPlace('new-category', { weak: true, template }),
      alreadyWeak: { _type: 'reference', _ref: 'kept-weak', _weak: true },
      strongAlready: {
        _type: 'reference',
        _ref: 'in-a-release',
        _strengthenOnPublish: { type: 'category' },
      },
    })
    expect(published?.weakByType).toEqual({ _type: 'reference', _ref: 'new-category', _weak: true })
    expect(published?.alreadyWeak).toEqual({ _type: 'reference', _ref: 'kept-weak', _weak: true })
    expect(published?.strongAlready).toEqual({
      _type: 'reference',
      _ref: 'in-a-release',
      _strengthenOnPublish: { type: 'category' },
    })
  })
})
