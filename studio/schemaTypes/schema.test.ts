import type { ArraySchemaType, ObjectSchemaType, Rule, SchemaType } from 'sanity'
import { describe, expect, test } from 'vitest'
import { documentTypes, objectTypes, schemaTypes, singletonTypes } from './index'
import { objectType, schema } from './testing/validate'

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
    'attendedAt',
    'assignee',
    'internalNotes',
    'notice',
    'origin',
  ],
  siteSettings: [
    'brandName',
    'logo',
    'landline',
    'mobile',
    'customerServiceEmail',
    'salesEmails',
    'whatsappNumber',
    'chatQuickMessages',
    'chatProductMessage',
    'catalogueLinkSource',
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
  requestOrigin: [
    'landingPath',
    'referrerHost',
    'utmSource',
    'utmMedium',
    'utmCampaign',
    'utmContent',
    'utmTerm',
  ],
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

const englishTypeTitle =
  /^(String|Text|Number|Boolean|Block|Image|File|Url|Email|Reference|Global Document)\b/

const isImage = (type: SchemaType) => type.name === 'image' || type.type?.name === 'image'

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

  test('every item of a list has a Spanish title, which its dialog shows', () => {
    // Untitled, Sanity names an item after its type, in English («Reference to producto», «String»).
    const items = allFields()
      .filter(({ type }) => type.jsonType === 'array')
      .flatMap(({ path, type }) =>
        (type as ArraySchemaType).of.map((member) => ({ path: `${path}[]`, title: member.title })),
      )
    expect(items.length).toBeGreaterThan(5)
    expect(items.filter(({ title }) => !title || englishTypeTitle.test(title))).toEqual([])
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
