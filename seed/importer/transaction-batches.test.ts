import { describe, expect, it } from 'vitest'
import type { DatasetDocument } from './dataset-document.ts'
import { transactionBatches } from './transaction-batches.ts'

const reference = (id: string) => ({ _type: 'reference', _ref: id })

const category: DatasetDocument = {
  _id: 'category-paraTuAuto',
  _type: 'category',
  sections: [
    { _key: 's1', products: [reference('product-ChainLube'), reference('product-ChainClean')] },
  ],
}
const chainLube: DatasetDocument = {
  _id: 'product-ChainLube',
  _type: 'product',
  category: reference('category-paraTuAuto'),
  image: { asset: reference('image-abc-1x1-png') },
}
const chainClean: DatasetDocument = {
  _id: 'product-ChainClean',
  _type: 'product',
  category: reference('category-paraTuAuto'),
}
const homePage: DatasetDocument = {
  _id: 'homePage',
  _type: 'homePage',
  featuredProducts: [reference('product-ChainLube')],
  categoryCards: [reference('category-paraTuAuto')],
}
const country: DatasetDocument = { _id: 'country-CO', _type: 'country', states: [] }

const ids = (batches: DatasetDocument[][]) => batches.map((batch) => batch.map((doc) => doc._id))

describe('transactionBatches', () => {
  it('puts everything in one transaction when it fits', () => {
    const batches = transactionBatches([homePage, category, chainLube, chainClean, country])
    expect(batches).toHaveLength(1)
    expect(batches[0]).toHaveLength(5)
  })

  it('writes referenced documents first and keeps a reference cycle in one transaction', () => {
    const batches = transactionBatches([homePage, country, category, chainLube, chainClean], {
      maxDocuments: 3,
      maxBytes: 1_000_000,
    })
    expect(ids(batches).map((batch) => batch.toSorted())).toEqual([
      ['category-paraTuAuto', 'product-ChainClean', 'product-ChainLube'],
      ['country-CO', 'homePage'],
    ])
  })

  it('starts a new transaction when the next documents would pass the size limit', () => {
    const big = (n: number): DatasetDocument => ({
      _id: `country-${n}`,
      _type: 'country',
      text: 'x'.repeat(400),
    })
    const batches = transactionBatches([big(1), big(2), big(3)], {
      maxDocuments: 50,
      maxBytes: 1000,
    })
    expect(ids(batches)).toEqual([['country-1', 'country-2'], ['country-3']])
  })

  it('ignores weak references when ordering', () => {
    const weak: DatasetDocument = {
      _id: 'contactRequest.1',
      _type: 'contactRequest',
      product: { _type: 'reference', _ref: 'product-ChainClean', _weak: true },
    }
    expect(ids(transactionBatches([weak, chainClean], { maxDocuments: 1, maxBytes: 1e6 }))).toEqual(
      [['contactRequest.1'], ['product-ChainClean']],
    )
  })
})
