import { describe, expect, it } from 'vitest'
import type { HomePage, Product, SiteSettings, Slide } from '@rehoboth/shared/sanity-types'
import { buildDataset } from '../build-dataset.ts'
import type { SeedDocument } from '../build-dataset.ts'
import { fakeManifest } from './testing/fake-manifest.ts'
import { studioSchema } from './testing/studio-schema.ts'
import { validateAgainstSchema } from './validate-against-schema.ts'

const schema = studioSchema()

/** A fresh copy of the seed dataset, free to break. */
function dataset(): SeedDocument[] {
  return structuredClone(buildDataset({ manifest: fakeManifest() }))
}

function documentById<T extends SeedDocument>(documents: SeedDocument[], id: string): T {
  const document = documents.find((candidate) => candidate._id === id)
  if (!document) throw new Error(`No document ${id} in the seed dataset`)
  return document as T
}

function issuesAfter(change: (documents: SeedDocument[]) => void) {
  const documents = dataset()
  change(documents)
  return validateAgainstSchema(documents, schema)
}

describe('validateAgainstSchema', () => {
  it('finds nothing wrong with the untouched seed dataset', () => {
    expect(validateAgainstSchema(dataset(), schema)).toEqual([])
  })

  it('reports a missing required field', () => {
    const issues = issuesAfter((documents) => {
      Reflect.deleteProperty(documentById<Product>(documents, 'product-ChainLube'), 'title')
    })
    expect(issues).toEqual([
      { documentId: 'product-ChainLube', path: 'title', message: 'required field is missing' },
    ])
  })

  it('reports a missing required alt text inside an image', () => {
    const issues = issuesAfter((documents) => {
      Reflect.deleteProperty(documentById<Product>(documents, 'product-ChainLube').image, 'alt')
    })
    expect(issues).toEqual([
      { documentId: 'product-ChainLube', path: 'image.alt', message: 'required field is missing' },
    ])
  })

  it('reports fields the schema does not have, at any depth', () => {
    const issues = issuesAfter((documents) => {
      const product = documentById<Product>(documents, 'product-ChainLube')
      Object.assign(product, { colour: 'rojo' })
      Object.assign(product.specs?.[0] ?? {}, { unit: 'ml' })
    })
    expect(issues.map(({ path, message }) => `${path}: ${message}`)).toEqual([
      'specs[0].unit: field is not in the schema',
      'colour: field is not in the schema',
    ])
  })

  it('reports a value outside an option list', () => {
    const issues = issuesAfter((documents) => {
      const product = documentById<Product>(documents, 'product-ChainLube')
      Object.assign(product.specs?.[0] ?? {}, { label: 'Peso' })
    })
    expect(issues).toEqual([
      {
        documentId: 'product-ChainLube',
        path: 'specs[0].label',
        message: 'a string matches none of the allowed types',
      },
    ])
  })

  it('reports a value of the wrong type', () => {
    const issues = issuesAfter((documents) => {
      Object.assign(documentById<Slide>(documents, 'slide-1'), { durationMs: '22000' })
    })
    expect(issues).toEqual([
      { documentId: 'slide-1', path: 'durationMs', message: 'expected a number, got a string' },
    ])
  })

  it('reports references to missing documents and to documents of the wrong type', () => {
    const issues = issuesAfter((documents) => {
      const home = documentById<HomePage>(documents, 'homePage')
      Object.assign(home.featuredProducts[0] ?? {}, { _ref: 'product-DoesNotExist' })
      documentById<Product>(documents, 'product-ChainLube').category = {
        _type: 'reference',
        _ref: 'product-ChainClean',
      }
    })
    expect(issues).toEqual([
      {
        documentId: 'homePage',
        path: 'featuredProducts[0]',
        message: "reference to 'product-DoesNotExist' has no product document in the dataset",
      },
      {
        documentId: 'product-ChainLube',
        path: 'category',
        message: "reference to 'product-ChainClean' points to a product, expected a category",
      },
    ])
  })

  it('reports an image whose asset document is missing', () => {
    const documents = dataset()
    const logoAssetId = documentById<SiteSettings>(documents, 'siteSettings').logo?.asset?._ref
    const withoutLogoAsset = documents.filter((document) => document._id !== logoAssetId)
    expect(validateAgainstSchema(withoutLogoAsset, schema)).toEqual([
      expect.objectContaining({ documentId: 'siteSettings', path: 'logo.asset' }),
    ])
  })

  it('reports duplicate slugs, duplicate ids and duplicate array keys', () => {
    const issues = issuesAfter((documents) => {
      documentById<Product>(documents, 'product-ChainLube').slug = {
        _type: 'slug',
        current: 'ChainClean',
      }
      documents.push({ ...documentById(documents, 'category-paraTuHogar') })
      const { advantages } = documentById<HomePage>(documents, 'homePage')
      Object.assign(advantages[1] ?? {}, { _key: advantages[0]?._key })
    })
    expect(
      issues.map(({ documentId, path, message }) => `${documentId} ${path}: ${message}`).sort(),
    ).toEqual([
      'category-paraTuHogar _id: duplicate document id',
      "category-paraTuHogar slug.current: slug 'paraTuHogar' is also used by category-paraTuHogar",
      'homePage advantages: duplicate _key formula',
      "product-ChainLube slug.current: slug 'ChainClean' is also used by product-ChainClean",
    ])
  })

  it('reports a document type the schema does not define', () => {
    expect(validateAgainstSchema([{ _id: 'x', _type: 'banner' }], schema)).toEqual([
      { documentId: 'x', path: '_type', message: "'banner' is not a document type of the schema" },
    ])
  })
})
