import { esESLocale } from '@sanity/locale-es-es'
import { createSchema, validateDocument } from 'sanity'
import type {
  LocaleResourceBundle,
  LocaleSource,
  ObjectSchemaType,
  SanityClient,
  SanityDocument,
} from 'sanity'
import { firstSlideKindQuery } from '../fields/videoFirst'
import { schemaTypes } from '../index'

export const schema = createSchema({ name: 'default', types: schemaTypes })

export function objectType(name: string): ObjectSchemaType {
  const type = schema.get(name)
  if (!type || !('fields' in type)) throw new Error(`${name} is not an object type`)
  return type as ObjectSchemaType
}

type Resources = Record<string, string>

/** Sanity's own Spanish validation messages, as the Studio shows them with the es-ES locale. */
async function spanishValidationMessages(): Promise<Resources> {
  const locales = esESLocale().i18n?.locales
  const bundles: Omit<LocaleResourceBundle, 'locale'>[] =
    (Array.isArray(locales) ? locales[0]?.bundles : []) ?? []
  const bundle = bundles.find((entry) => entry.namespace === 'validation')
  if (!bundle || typeof bundle.resources !== 'function') {
    throw new Error('The es-ES locale has no validation bundle')
  }
  const loaded = await bundle.resources()
  return ('default' in loaded ? loaded.default : loaded) as Resources
}

const messages = await spanishValidationMessages()

const i18n = {
  t: (key: string, values: Record<string, unknown> = {}) => {
    const template = messages[key.replace(/^validation:/, '')] ?? key
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]))
  },
  loadNamespaces: async () => undefined,
} as unknown as LocaleSource

export interface ValidationWorld {
  /** Slugs another product or category already uses. */
  takenSlugs?: string[]
  /** The kind ('video', 'image') of each slide by id; other slides are not found. */
  slideKinds?: Record<string, string>
}

/**
 * A client that answers only the slug uniqueness and slide kind queries; any other query fails
 * the test.
 */
function clientFor({ takenSlugs = [], slideKinds = {} }: ValidationWorld): SanityClient {
  const client = {
    withConfig: () => client,
    fetch: async (query: string, params: { slug?: string; id?: string }) => {
      if (query.includes('slug.current == $slug')) return !takenSlugs.includes(params.slug ?? '')
      if (query === firstSlideKindQuery) return slideKinds[params.id ?? ''] ?? null
      throw new Error(`Unexpected query during validation: ${query}`)
    },
  }
  return client as unknown as SanityClient
}

const pathToString = (path: readonly unknown[]) =>
  path
    .map((segment) =>
      typeof segment === 'object' && segment !== null && '_key' in segment
        ? String(segment._key)
        : String(segment),
    )
    .join('.')

export interface Marker {
  level: 'error' | 'warning' | 'info'
  path: string
  message: string
}

/** Runs the Studio's own validation (the same call the document pane makes) on a document. */
export async function markersOf(
  document: Record<string, unknown> & { _type: string },
  world: ValidationWorld = {},
): Promise<Marker[]> {
  const client = clientFor(world)
  const markers = await validateDocument({
    document: {
      _id: `${document._type}.test`,
      _createdAt: '2025-01-01T00:00:00Z',
      _updatedAt: '2025-01-01T00:00:00Z',
      _rev: 'test',
      ...document,
    } as SanityDocument,
    workspace: { schema, i18n, getClient: () => client },
    getDocumentExists: async () => true,
    environment: 'studio',
  })
  return markers.map((marker) => ({
    level: marker.level,
    path: pathToString(marker.path),
    message: marker.message,
  }))
}

export async function errorsOf(
  document: Record<string, unknown> & { _type: string },
  world: ValidationWorld = {},
) {
  return (await markersOf(document, world))
    .filter((marker) => marker.level === 'error')
    .map(({ path, message }) => ({ path, message }))
}

export const image = (alt?: string) => ({
  _type: 'image',
  asset: { _type: 'reference', _ref: 'image-abc-10x10-png' },
  ...(alt === undefined ? {} : { alt }),
})

export const file = { _type: 'file', asset: { _type: 'reference', _ref: 'file-abc-mp4' } }

export const reference = (id: string) => ({ _type: 'reference', _ref: id, _key: id })
