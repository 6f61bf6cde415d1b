import type { ObjectSchemaType } from 'sanity'
import { describe, expect, test } from 'vitest'
import { errorsOf, image, markersOf, schema } from './testing/validate'

const validProduct = {
  _type: 'product',
  title: 'RESTAURADOR DE FAROS',
  subtitle: 'Devuelve la transparencia a tus faros',
  slug: { _type: 'slug', current: 'RestauradorDeFaros' },
  category: { _type: 'reference', _ref: 'category.paraTuAuto' },
  image: image('Restaurador de faros'),
  cardDescription: 'Recupera faros opacos.',
  specs: [
    { _type: 'specRow', _key: 'contenido', label: 'Contenido', value: 'Aerosol' },
    { _type: 'specRow', _key: 'codigo', label: 'Codigo', value: '7701234567897' },
    { _type: 'specRow', _key: 'presentacion', label: 'Presentación', value: '450ml' },
    { _type: 'specRow', _key: 'cajaMaster', label: 'Caja Master', value: '24 unidades' },
  ],
  seo: { _type: 'seo', title: 'Restaurador de faros', description: 'Faros como nuevos.' },
}

const validCategory = {
  _type: 'category',
  title: 'Para tu vehiculo',
  slug: { _type: 'slug', current: 'paraTuAuto' },
  menuLabel: 'Para tu vehiculo',
}

type SpecRow = (typeof validProduct.specs)[number] & { isSampleCode?: boolean }

const withSpec = (row: Partial<SpecRow>) => ({
  ...validProduct,
  specs: [{ _type: 'specRow', _key: 'row', ...row }],
})

const text = (length: number) => 'a'.repeat(length)

describe('a complete document has nothing to report', () => {
  test('product', async () => {
    expect(await markersOf(validProduct)).toEqual([])
  })

  test('category', async () => {
    expect(await markersOf(validCategory)).toEqual([])
  })
})

describe('required fields', () => {
  test('a product without its fields lists each missing one', async () => {
    expect(await errorsOf({ _type: 'product' })).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Escribe el nombre del producto.' },
        { path: 'subtitle', message: 'Escribe el subtítulo.' },
        { path: 'slug', message: 'Escribe la dirección de la página (slug).' },
        { path: 'category', message: 'Elige la categoría del producto.' },
        { path: 'image', message: 'Falta la imagen «Imagen principal».' },
        { path: 'cardDescription', message: 'Escribe el texto de la tarjeta.' },
      ]),
    )
  })

  test('a category without its fields lists each missing one', async () => {
    expect(await errorsOf({ _type: 'category' })).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Escribe el nombre de la categoría.' },
        { path: 'slug', message: 'Escribe la dirección de la página (slug).' },
        { path: 'menuLabel', message: 'Escribe el texto del menú.' },
      ]),
    )
  })
})

describe('slug', () => {
  test.each(['TiresSealerInfltator', 'CarbClenaer', 'VBeltDresssing', 'LeackStopSpray'])(
    'the legacy spelling %s is valid',
    async (current) => {
      expect(await errorsOf({ ...validProduct, slug: { _type: 'slug', current } })).toEqual([])
    },
  )

  test.each(['Limón', 'Chain Clean', 'Air_Duster', 'paraTuAuto/extra'])(
    '%j is not URL-safe',
    async (current) => {
      expect(await errorsOf({ ...validProduct, slug: { _type: 'slug', current } })).toEqual([
        { path: 'slug', message: expect.stringContaining('sin espacios, tildes, eñes') },
      ])
    },
  )

  test('the contact page address is taken by the site', async () => {
    expect(
      await errorsOf({ ...validProduct, slug: { _type: 'slug', current: 'Contacto' } }),
    ).toEqual([{ path: 'slug', message: expect.stringContaining('página de contacto') }])
  })

  test('a slug another product or category uses is an error, a free one is not', async () => {
    const world = { takenSlugs: ['RestauradorDeFaros', 'paraTuAuto'] }
    expect(await errorsOf(validProduct, world)).toEqual([
      { path: 'slug', message: 'El slug ya está en uso' },
    ])
    expect(await errorsOf(validCategory, world)).toEqual([
      { path: 'slug', message: 'El slug ya está en uso' },
    ])
    expect(await errorsOf(validProduct, { takenSlugs: ['ChainClean'] })).toEqual([])
  })
})

describe('spec rows', () => {
  test.each(['Contenido', 'Presentación', 'Caja Master'])('%s is a valid label', async (label) => {
    const value = label === 'Caja Master' ? '24 unidades' : 'Aerosol'
    expect(await markersOf(withSpec({ label, value }))).toEqual([])
  })

  test('a label outside the four is an error', async () => {
    expect(await errorsOf(withSpec({ label: 'Peso', value: '450g' }))).toEqual([
      {
        path: 'specs.row.label',
        message: 'Elige qué dato muestra esta fila: Contenido, Código, Presentación o Caja Master.',
      },
    ])
  })

  test('a row needs a label and a value', async () => {
    expect(await errorsOf(withSpec({ label: 'Contenido' }))).toEqual([
      { path: 'specs.row.value', message: 'Escribe el valor de la fila.' },
    ])
    expect(await errorsOf(withSpec({ value: '450ml' }))).toEqual([
      { path: 'specs.row.label', message: expect.stringContaining('Elige qué dato') },
    ])
  })

  test('a new product starts with the four rows and Caja Master at 24 unidades', async () => {
    const product = schema.get('product') as ObjectSchemaType
    const specs = product.fields.find((field) => field.name === 'specs')?.type
    const initial = { specs: specs?.initialValue as { label: string; value?: string }[] }
    expect(initial.specs.map(({ label }) => label)).toEqual([
      'Contenido',
      'Codigo',
      'Presentación',
      'Caja Master',
    ])
    expect(initial.specs.find(({ label }) => label === 'Caja Master')?.value).toBe('24 unidades')
  })

  test('a Caja Master other than 24 unidades is a warning', async () => {
    expect(await markersOf(withSpec({ label: 'Caja Master', value: '12 unidades' }))).toEqual([
      {
        level: 'warning',
        path: 'specs.row.value',
        message: 'La Caja Master de todos los productos es de 24 unidades.',
      },
    ])
  })

  test('a valid EAN-13 code passes', async () => {
    expect(await markersOf(withSpec({ label: 'Codigo', value: '2900100000017' }))).toEqual([])
  })

  test('the barcode the «Valor» help offers as an example can be published', async () => {
    const valueField = (schema.get('specRow') as ObjectSchemaType).fields.find(
      ({ name }) => name === 'value',
    )
    const offered = valueField?.type.description?.toString().match(/\b\d{13}\b/g) ?? []
    expect(offered).toHaveLength(1)
    for (const value of offered) {
      expect(await markersOf(withSpec({ label: 'Codigo', value }))).toEqual([])
    }
  })

  test.each([
    ['a three-letter placeholder', 'ABC', 'sin letras'],
    ['a run of x', 'xxxxxxxxxxxxx', 'sin letras'],
    ['too few digits', '770123456789', 'exactamente 13 números'],
    ['spaces', '770 1234 56789', 'exactamente 13 números'],
    ['a wrong check digit', '7701234567890', 'dígito de control'],
  ])('a code with %s is an error that blocks publishing', async (_, value, explanation) => {
    expect(await markersOf(withSpec({ label: 'Codigo', value }))).toEqual([
      { level: 'error', path: 'specs.row.value', message: expect.stringContaining(explanation) },
    ])
  })

  test('the EAN-13 check applies only to Código rows', async () => {
    expect(await markersOf(withSpec({ label: 'Presentación', value: '450ml' }))).toEqual([])
  })

  test('a sample code is flagged for the editor, a real one is not', async () => {
    expect(
      await markersOf(withSpec({ label: 'Codigo', value: '2900100000017', isSampleCode: true })),
    ).toEqual([
      {
        level: 'info',
        path: 'specs.row.value',
        message:
          'Este es un código de ejemplo: reemplázalo por el código de barras real del producto.',
      },
    ])
    expect(
      await markersOf(withSpec({ label: 'Codigo', value: '2900100000017', isSampleCode: false })),
    ).toEqual([])
  })
})

test('a main image with its alt text but no picture is missing', async () => {
  expect(
    await errorsOf({ ...validProduct, image: { _type: 'image', alt: 'Restaurador de faros' } }),
  ).toEqual([{ path: 'image', message: 'Falta la imagen «Imagen principal».' }])
})

describe('alt text', () => {
  test('a product image without alt text is an error', async () => {
    expect(await errorsOf({ ...validProduct, image: image() })).toEqual([
      { path: 'image.alt', message: 'Escribe el texto alternativo de la imagen.' },
    ])
  })

  test('a category icon without alt text is an error, with alt text it passes', async () => {
    const withIcon = (alt?: string) => ({
      ...validCategory,
      homeCard: { _type: 'categoryCard', title: 'Auto y Moto', icon: image(alt) },
    })
    expect(await errorsOf(withIcon())).toEqual([
      { path: 'homeCard.icon.alt', message: 'Escribe el texto alternativo de la imagen.' },
    ])
    expect(await errorsOf(withIcon('Ícono de un auto'))).toEqual([])
  })
})

describe('length warnings', () => {
  test.each([
    ['title', 40, 'ocupan más de dos líneas'],
    ['subtitle', 90, 'se lee mejor en la descripción'],
    ['cardDescription', 160, 'hasta 160 caracteres'],
  ])('product %s up to %i characters is fine, longer is a warning', async (field, max, text_) => {
    expect(await markersOf({ ...validProduct, [field]: text(max) })).toEqual([])
    expect(await markersOf({ ...validProduct, [field]: text(max + 1) })).toEqual([
      { level: 'warning', path: field, message: expect.stringContaining(text_) },
    ])
  })

  test.each([
    ['title', 60, 'más de 60 caracteres'],
    ['description', 160, 'más de 160 caracteres'],
  ])('SEO %s up to %i characters is fine, longer is a warning', async (field, max, text_) => {
    const seo = (value: string) => ({ ...validProduct, seo: { _type: 'seo', [field]: value } })
    expect(await markersOf(seo(text(max)))).toEqual([])
    expect(await markersOf(seo(text(max + 1)))).toEqual([
      { level: 'warning', path: `seo.${field}`, message: expect.stringContaining(text_) },
    ])
  })
})
