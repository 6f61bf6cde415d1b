import type { ArraySchemaType, ObjectSchemaType, Rule, SanityDocument, SchemaType } from 'sanity'
import { describe, expect, test } from 'vitest'
import { documentTypes, objectTypes, schemaTypes, singletonTypes } from './index'
import { errorsOf, file, image, reference, schema } from './testing/validate'

// The field names the site's queries, the seed and the contact API code against (docs/architecture.md,
// 'Content model'): renaming one breaks them, so it must be deliberate.
const contentModel: Record<string, string[]> = {
  product: [
    'title',
    'subtitle',
    'slug',
    'category',
    'image',
    'cardImage',
    'cardDescription',
    'specs',
    'description',
    'scentVariants',
    'seo',
  ],
  category: [
    'title',
    'slug',
    'menuLabel',
    'homeCard',
    'introHeading',
    'introDescription',
    'sections',
    'emptyStateText',
    'seo',
  ],
  slide: ['title', 'kind', 'image', 'video', 'poster', 'phoneImage', 'durationMs'],
  country: ['name', 'label', 'value', 'dialCode', 'nationalNumberLength', 'flag', 'states'],
  contactRequest: [
    'firstNames',
    'lastNames',
    'email',
    'country',
    'state',
    'city',
    'phone',
    'message',
    'product',
    'createdAt',
    'status',
  ],
  siteSettings: [
    'brandName',
    'logo',
    'landline',
    'mobile',
    'customerServiceEmail',
    'whatsappNumber',
    'contactBanner',
    'address',
    'mapEmbedUrl',
    'cataloguePdf',
    'paymentUrl',
    'aboutUrl',
    'staticContactUrl',
    'dataPolicyUrl',
    'social',
    'emailExample',
    'seo',
  ],
  homePage: [
    'promoText',
    'slides',
    'categoryCards',
    'catalogueBanner',
    'featuredProducts',
    'advantages',
    'promoVideos',
    'productCarousel',
  ],
  specRow: ['label', 'value', 'isSampleCode'],
  scentVariant: ['scent', 'product'],
  seo: ['title', 'description'],
  categoryCard: ['title', 'description', 'icon', 'buttonText'],
  catalogueSection: ['heading', 'products'],
  countryState: ['name', 'cities'],
  advantage: ['title', 'description', 'icon'],
  promoVideo: ['title', 'video', 'poster'],
}

const documentTitles: Record<string, string> = {
  product: 'Producto',
  category: 'Categoría',
  slide: 'Diapositiva',
  country: 'País',
  contactRequest: 'Solicitud de contacto',
  siteSettings: 'Configuración del sitio',
  homePage: 'Página de inicio',
}

function objectType(name: string): ObjectSchemaType {
  const type = schema.get(name)
  if (!type || !('fields' in type)) throw new Error(`${name} is not an object type`)
  return type as ObjectSchemaType
}

interface FieldVisit {
  path: string
  type: SchemaType
}

/** Every field reachable from the named types, through objects and arrays, once per path. */
function allFields(): FieldVisit[] {
  const visits: FieldVisit[] = []
  const walk = (type: SchemaType, path: string, seen: Set<SchemaType>) => {
    if (seen.has(type)) return
    const inner = new Set(seen).add(type)
    if (type.jsonType === 'object' && type.name !== 'reference' && type.name !== 'block') {
      for (const field of (type as ObjectSchemaType).fields) {
        const fieldPath = `${path}.${field.name}`
        visits.push({ path: fieldPath, type: field.type })
        walk(field.type, fieldPath, inner)
      }
    }
    if (type.jsonType === 'array') {
      for (const member of (type as ArraySchemaType).of) walk(member, `${path}[]`, inner)
    }
  }
  for (const { name } of schemaTypes) walk(objectType(name), name, new Set())
  return visits
}

const isImage = (type: SchemaType) => type.name === 'image' || type.type?.name === 'image'

const productRefs = (count: number) =>
  Array.from({ length: count }, (_, index) => reference(`product.P${index}`))

describe('schema', () => {
  test('compiles without problems', () => {
    const problems = (schema._validation ?? []).flatMap((group) =>
      group.problems.map(
        (problem) => `${group.path.map((p) => p.name).join('.')}: ${problem.message}`,
      ),
    )
    expect(problems).toEqual([])
  })

  test('field names follow the shared content model', () => {
    const actual = Object.fromEntries(
      schemaTypes.map(({ name }) => [
        name,
        objectType(name)
          .fields.map((field) => field.name)
          .sort(),
      ]),
    )
    const expected = Object.fromEntries(
      Object.entries(contentModel).map(([name, fields]) => [name, [...fields].sort()]),
    )
    expect(actual).toEqual(expected)
  })

  test('each document type has its Spanish title, an icon and a preview', () => {
    for (const type of [...documentTypes, ...singletonTypes]) {
      expect({ name: type.name, title: type.title }).toEqual({
        name: type.name,
        title: documentTitles[type.name],
      })
      expect(type.icon, type.name).toBeTypeOf('object')
      expect(type.preview, type.name).toBeDefined()
    }
  })

  test('each object type has a title, an icon and a preview', () => {
    for (const type of objectTypes) {
      expect(type.title, type.name).toMatch(/\S/)
      expect(type.icon, type.name).toBeTypeOf('object')
      expect(type.preview, type.name).toBeDefined()
    }
  })

  test('every field has a title for the editors', () => {
    const untitled = allFields()
      .filter(({ path }) => !/\.(asset|media|hotspot|crop|_ref|_weak)$/.test(path))
      .filter(({ type }) => !type.title || type.title === type.name)
      .map(({ path }) => path)
    expect(untitled).toEqual([])
  })

  test('every image field crops around a hotspot and requires alt text', () => {
    // A slide's phone image is another cut of the same slide: the main image's alt text covers both.
    const images = allFields().filter(
      ({ type, path }) => isImage(type) && path !== 'slide.phoneImage',
    )
    expect(images.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        'product.image',
        'product.cardImage',
        'category.homeCard.icon',
        'slide.image',
        'slide.poster',
        'country.flag',
        'siteSettings.logo',
        'siteSettings.contactBanner',
        'homePage.catalogueBanner.image',
        'homePage.promoVideos[].poster',
      ]),
    )
    for (const { path, type } of images) {
      expect((type.options as { hotspot?: boolean } | undefined)?.hotspot, path).toBe(true)
      const alt = (type as ObjectSchemaType).fields.find((field) => field.name === 'alt')
      expect(alt?.type.title, path).toBe('Texto alternativo')
      // A compiled schema holds its validation as a list of rules.
      const rules = (alt?.type.validation ?? []) as Rule[]
      expect(
        rules.some((rule) => rule.isRequired()),
        path,
      ).toBe(true)
    }
  })
})

describe('contact requests', () => {
  test('only the status can be edited; what the visitor sent is read-only', () => {
    const editable = objectType('contactRequest')
      .fields.filter((field) => field.type.readOnly !== true)
      .map((field) => field.name)
    expect(editable).toEqual(['status'])
  })

  test('the status is nuevo, en proceso or atendido, starting at nuevo', () => {
    const status = objectType('contactRequest').fields.find((field) => field.name === 'status')
    const list = (status?.type.options as { list?: { value: string }[] } | undefined)?.list
    expect(list?.map(({ value }) => value)).toEqual(['nuevo', 'en-proceso', 'atendido'])
    expect(status?.type.initialValue).toBe('nuevo')
  })
})

describe('ordered lists', () => {
  // The site shows these lists in array order, so editors reorder them by dragging.
  test.each([
    ['homePage', 'slides'],
    ['homePage', 'featuredProducts'],
    ['homePage', 'productCarousel'],
    ['homePage', 'categoryCards'],
    ['homePage', 'promoVideos'],
    ['category', 'sections'],
    ['catalogueSection', 'products'],
  ])('%s.%s can be reordered by dragging and says so', (typeName, fieldName) => {
    const type = objectType(typeName).fields.find((field) => field.name === fieldName)?.type
    expect(type?.jsonType).toBe('array')
    expect((type?.options as { sortable?: boolean } | undefined)?.sortable).toBe(true)
    expect(type?.description).toMatch(/Arrastra/)
  })
})

describe('conditional fields', () => {
  const hiddenOf = (typeName: string, fieldName: string) => {
    const hidden = objectType(typeName).fields.find((field) => field.name === fieldName)?.type
      .hidden
    if (typeof hidden !== 'function') throw new Error(`${typeName}.${fieldName} has no hidden rule`)
    return (parent: Record<string, unknown>) =>
      hidden({
        parent,
        document: parent as SanityDocument,
        value: undefined,
        currentUser: null,
        path: [],
      })
  }

  test('the sample-code switch shows only on Código rows', () => {
    const hidden = hiddenOf('specRow', 'isSampleCode')
    expect(hidden({ label: 'Codigo' })).toBe(false)
    expect(['Contenido', 'Presentación', 'Caja Master'].map((label) => hidden({ label }))).toEqual([
      true,
      true,
      true,
    ])
  })

  test('a slide shows the image for images and video, poster and duration for videos', () => {
    const visibleFor = (kind: string) =>
      ['image', 'video', 'poster', 'durationMs'].filter(
        (field) => !hiddenOf('slide', field)({ kind }),
      )
    expect(visibleFor('image')).toEqual(['image'])
    expect(visibleFor('video')).toEqual(['video', 'poster', 'durationMs'])
  })

  test('either kind of slide can have a phone image, cropped around a hotspot', () => {
    const phoneImage = objectType('slide').fields.find((field) => field.name === 'phoneImage')
    expect(phoneImage?.type.hidden).toBeUndefined()
    expect((phoneImage?.type.options as { hotspot?: boolean } | undefined)?.hotspot).toBe(true)
  })
})

describe('validation messages for the editors', () => {
  const validProduct = {
    _type: 'product',
    title: 'RESTAURADOR DE FAROS',
    subtitle: 'Devuelve la transparencia a tus faros',
    slug: { _type: 'slug', current: 'RestauradorDeFaros' },
    category: { _type: 'reference', _ref: 'category.paraTuAuto' },
    image: image('Restaurador de faros'),
    cardDescription: 'Recupera faros opacos.',
  }

  test('a complete product passes', async () => {
    expect(await errorsOf(validProduct)).toEqual([])
  })

  test('an image without alt text is an error', async () => {
    expect(await errorsOf({ ...validProduct, image: image() })).toEqual([
      { path: 'image.alt', message: 'Escribe el texto alternativo de la imagen.' },
    ])
  })

  test('a slug with spaces or accents is an error, the legacy spelling is not', async () => {
    const withAccent = await errorsOf({
      ...validProduct,
      slug: { _type: 'slug', current: 'Limón' },
    })
    expect(withAccent).toEqual([{ path: 'slug', message: expect.stringContaining('sin tilde') }])
    const legacy = await errorsOf({
      ...validProduct,
      slug: { _type: 'slug', current: 'TiresSealerInfltator' },
    })
    expect(legacy).toEqual([])
  })

  test('a video slide needs its video, poster and a positive duration', async () => {
    const errors = await errorsOf({ _type: 'slide', title: 'Video', kind: 'video', durationMs: 0 })
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'video', message: 'Sube el video de la diapositiva.' },
        { path: 'poster', message: 'Sube la imagen de portada del video.' },
        { path: 'durationMs', message: 'La duración debe ser mayor que 0.' },
      ]),
    )
    expect(errors).toHaveLength(3)
  })

  test('an image slide needs only its image', async () => {
    expect(await errorsOf({ _type: 'slide', title: 'Uno', kind: 'image' })).toEqual([
      { path: 'image', message: 'Sube la imagen de la diapositiva.' },
    ])
    expect(
      await errorsOf({ _type: 'slide', title: 'Uno', kind: 'image', image: image('Cartel') }),
    ).toEqual([])
    expect(
      await errorsOf({
        _type: 'slide',
        title: 'Video',
        kind: 'video',
        video: file,
        poster: image('Portada'),
        durationMs: 22000,
      }),
    ).toEqual([])
  })

  const advantages = ['formula', 'eco', 'easy', 'quality'].map((icon) => ({
    _type: 'advantage',
    _key: icon,
    title: icon,
    icon,
  }))
  const promoVideos = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      _type: 'promoVideo',
      _key: `v${index}`,
      title: `Video ${index}`,
      video: file,
      poster: image('Portada'),
    }))
  const validHome = {
    _type: 'homePage',
    slides: [1, 2, 3, 4].map((n) => reference(`slide.${n}`)),
    featuredProducts: productRefs(6),
    productCarousel: productRefs(6),
    advantages,
    promoVideos: promoVideos(5),
  }

  test('a complete home page passes', async () => {
    expect(await errorsOf(validHome)).toEqual([])
    expect(await errorsOf({ ...validHome, promoVideos: promoVideos(4) })).toEqual([])
  })

  test.each([
    ['featuredProducts', productRefs(5), 'Elige exactamente 6 productos destacados.'],
    ['productCarousel', productRefs(7), 'Elige exactamente 6 productos para el carrusel.'],
    ['slides', [reference('slide.1')], 'El carrusel necesita exactamente 4 diapositivas.'],
    ['advantages', advantages.slice(0, 3), 'Escribe exactamente 4 ventajas.'],
    ['promoVideos', promoVideos(3), 'Agrega entre 4 y 5 videos promocionales.'],
    ['promoVideos', promoVideos(6), 'Agrega entre 4 y 5 videos promocionales.'],
  ])('home page %s with the wrong count is an error', async (field, value, message) => {
    expect(await errorsOf({ ...validHome, [field]: value })).toEqual([{ path: field, message }])
  })

  test('the same product twice in the featured list is an error', async () => {
    const twice = [...productRefs(5), { ...reference('product.P0'), _key: 'again' }]
    const message = 'Cada producto puede aparecer una sola vez.'
    expect(await errorsOf({ ...validHome, featuredProducts: twice })).toEqual([
      { path: 'featuredProducts.product.P0', message },
      { path: 'featuredProducts.again', message },
    ])
  })
})
