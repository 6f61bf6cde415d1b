import { describe, expect, it } from 'vitest'
import { contentHash } from './content-hash.ts'
import { replaceReferences } from './references.ts'

describe('contentHash', () => {
  const seeded = { _id: 'slide-1', _type: 'slide', title: 'Video', durationMs: 22000 }

  it('ignores key order and the fields Sanity adds on write', () => {
    const stored = {
      durationMs: 22000,
      _updatedAt: '2026-11-23T10:00:00Z',
      _createdAt: '2026-11-23T10:00:00Z',
      _rev: 'abc',
      title: 'Video',
      _type: 'slide',
      _id: 'slide-1',
    }
    expect(contentHash(stored)).toBe(contentHash(seeded))
  })

  it('changes when the content changes', () => {
    expect(contentHash({ ...seeded, durationMs: 5000 })).not.toBe(contentHash(seeded))
  })
})

describe('replaceReferences', () => {
  it('points references at the ids Sanity gave the assets, leaving the rest alone', () => {
    const product = {
      _id: 'product-ChainLube',
      image: { asset: { _type: 'reference', _ref: 'image-old-1x1-png' } },
      category: { _type: 'reference', _ref: 'category-paraTuAuto' },
    }
    expect(
      replaceReferences(product, new Map([['image-old-1x1-png', 'image-new-1x1-png']])),
    ).toEqual({
      ...product,
      image: { asset: { _type: 'reference', _ref: 'image-new-1x1-png' } },
    })
  })
})
