import { applySourceDocuments, getPublishedId } from '@sanity/client/csm'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { documentsInPerspective } from './perspective.ts'
import { contentSourceMap } from './source-map.ts'
import type { SanityDocument } from './types.ts'

const stored: SanityDocument[] = [
  {
    _id: 'product-faros',
    _type: 'product',
    title: 'Restaurador de faros',
    subtitle: 'Para tu vehículo',
    slug: { _type: 'slug', current: 'RestauradorDeFaros' },
    category: { _type: 'reference', _ref: 'category-auto' },
    image: { _type: 'image', asset: { _type: 'reference', _ref: 'image-abc-10x10-png' } },
    specs: [
      { _key: 'fila1', _type: 'specRow', label: 'Contenido', value: '120 ml' },
      { _key: 'fila2', _type: 'specRow', label: 'Código', value: '7701234567893' },
    ],
    description: [
      {
        _key: 'b1',
        _type: 'block',
        style: 'normal',
        markDefs: [],
        children: [{ _key: 's1', _type: 'span', marks: [], text: 'Devuelve la claridad.' }],
      },
    ],
  },
  {
    _id: 'drafts.product-faros',
    _type: 'product',
    title: 'Restaurador de faros (borrador)',
    subtitle: 'Para tu vehículo',
    slug: { _type: 'slug', current: 'RestauradorDeFaros' },
    category: { _type: 'reference', _ref: 'category-auto' },
    specs: [{ _key: 'fila1', _type: 'specRow', label: 'Contenido', value: '120 ml' }],
  },
  {
    _id: 'product-cera',
    _type: 'product',
    title: 'Cera',
    subtitle: 'Brillo',
    slug: { _type: 'slug', current: 'Cera' },
    specs: [{ _key: 'fila1', _type: 'specRow', label: 'Contenido', value: '120 ml' }],
  },
  {
    _id: 'category-auto',
    _type: 'category',
    title: 'Para tu vehículo',
    slug: { _type: 'slug', current: 'paraTuAuto' },
  },
  { _id: 'image-abc-10x10-png', _type: 'sanity.imageAsset', url: 'https://x/abc.png' },
]

async function query(text: string, perspective: string[]) {
  const documents = documentsInPerspective(stored, perspective)
  const result = await (await evaluate(parse(text), { dataset: documents })).get()
  return { result, map: contentSourceMap(result, documents) }
}

/** What Presentation does with a result while an editor types: the form's document over it. */
function withEditorsDocument(
  result: unknown,
  map: ReturnType<typeof contentSourceMap>,
  document: SanityDocument,
) {
  return applySourceDocuments(
    result,
    map,
    (source) => (getPublishedId(source._id) === getPublishedId(document._id) ? document : null),
    (changed) => changed,
    'drafts',
  )
}

const productPage = `*[_type == "product" && slug.current == "RestauradorDeFaros"][0]{
  _id, _type, title, subtitle, "slug": slug.current,
  "category": category->{title, "slug": slug.current},
  image{asset->{_id, url}},
  specs[]{_key, label, value},
  description
}`

describe('content source maps of the local lake', () => {
  it('maps a product page’s texts to the draft it read, array items by key', async () => {
    const { map } = await query(productPage, ['drafts', 'published'])
    const source = (resultPath: string) => {
      const mapping = map.mappings[resultPath]
      if (!mapping) return undefined
      const document = map.documents[mapping.source.document]
      return `${document?._id} ${map.paths[mapping.source.path]}`
    }
    expect(source("$['title']")).toBe("drafts.product-faros $['title']")
    expect(source("$['slug']")).toBe("drafts.product-faros $['slug']['current']")
    expect(source("$['specs'][0]['value']")).toBe(
      "drafts.product-faros $['specs'][?(@._key=='fila1')]['value']",
    )
    // The category's title equals the product's subtitle, which is named otherwise.
    expect(source("$['category']['title']")).toBe("category-auto $['title']")
    expect(source("$['subtitle']")).toBe("drafts.product-faros $['subtitle']")
    expect(source("$['category']['slug']")).toBe("category-auto $['slug']['current']")
    expect(source("$['_id']")).toBeUndefined()
    expect(map.documents.map(({ _id }) => _id).sort()).toEqual([
      'category-auto',
      'drafts.product-faros',
    ])
  })

  it('lets the editor’s unsaved document show in the result, and nothing else change', async () => {
    const { result, map } = await query(productPage, ['drafts', 'published'])
    const typing: SanityDocument = {
      ...stored[1]!,
      title: 'Restaurador de faros PRO',
      specs: [{ _key: 'fila1', _type: 'specRow', label: 'Contenido', value: '250 ml' }],
    }
    expect(withEditorsDocument(result, map, typing)).toEqual({
      ...(result as object),
      title: 'Restaurador de faros PRO',
      specs: [{ _key: 'fila1', label: 'Contenido', value: '250 ml' }],
    })
  })

  it('maps published content to published documents, and text of Portable Text spans', async () => {
    const { map } = await query(productPage, ['published'])
    const title = map.mappings["$['title']"]
    expect(title && map.documents[title.source.document]?._id).toBe('product-faros')
    const span = map.mappings["$['description'][0]['children'][0]['text']"]
    expect(span && map.paths[span.source.path]).toBe(
      "$['description'][?(@._key=='b1')]['children'][?(@._key=='s1')]['text']",
    )
  })

  it('in a list, maps each card to its own document even where values repeat', async () => {
    const { map } = await query(
      `*[_type == "product"] | order(title asc){_id, title, specs[]{value}}`,
      ['drafts', 'published'],
    )
    const documentOf = (resultPath: string) => {
      const mapping = map.mappings[resultPath]
      return mapping && map.documents[mapping.source.document]?._id
    }
    expect(documentOf("$[0]['title']")).toBe('product-cera')
    expect(documentOf("$[0]['specs'][0]['value']")).toBe('product-cera')
    expect(documentOf("$[1]['specs'][0]['value']")).toBe('drafts.product-faros')
  })

  it('maps nothing it cannot tell: computed values, renamed fields, numbers outside a document', async () => {
    const { map } = await query(
      `{"n": count(*[_type == "product"]), "t": "texto fijo", "name": *[_id == "product-cera"][0].title}`,
      ['published'],
    )
    expect(map).toEqual({ documents: [], paths: [], mappings: {} })
  })
})
