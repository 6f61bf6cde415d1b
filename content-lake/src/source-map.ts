import type { SanityDocument } from './types.ts'

/**
 * Content source maps for query results (`resultSourceMap`), found by value rather than traced
 * through the query as Sanity does: each value of the result is looked up among the values of the
 * documents the query could read. Presentation uses the map to show an editor's unsaved typing in
 * the framed page («Editar en la página»), and to list the documents on it.
 *
 * A value is mapped to a field with its value and its name (or a parent's: `"slug": slug.current`)
 * in the nearest document the result names by `_id` around it; failing that, a text is mapped
 * where exactly one document holds it. A value found in no document, or in several with nothing to
 * tell them apart, is left unmapped: the page then shows it as saved, never another document's
 * value.
 */

export interface ContentSourceMap {
  documents: { _id: string; _type: string }[]
  paths: string[]
  mappings: Record<string, SourceMapping>
}

interface SourceMapping {
  type: 'value'
  source: { type: 'documentValue'; document: number; path: number }
}

type SourceSegment = string | number | { _key: string }
type Leaf = string | number | boolean

interface Occurrence {
  document: number
  path: SourceSegment[]
}

// Fields every document or array item has, which no editor writes.
const SYSTEM_FIELDS = new Set(['_id', '_type', '_rev', '_createdAt', '_updatedAt', '_originalId'])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isLeaf(value: unknown): value is Leaf {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
}

function leafKey(value: Leaf): string {
  return `${typeof value}:${String(value)}`
}

/** Assets (sanity.imageAsset, …) are written by uploads, not edited in a form: not indexed. */
function isEdited(document: SanityDocument): boolean {
  return !document._type.startsWith('sanity.')
}

function indexDocument(
  value: unknown,
  document: number,
  path: SourceSegment[],
  index: Map<string, Occurrence[]>,
): void {
  if (Array.isArray(value)) {
    value.forEach((item, position) => {
      const key = isRecord(item) && typeof item._key === 'string' ? item._key : undefined
      indexDocument(item, document, [...path, key === undefined ? position : { _key: key }], index)
    })
  } else if (isRecord(value)) {
    for (const [field, fieldValue] of Object.entries(value)) {
      if (field === '_key' || (path.length === 0 && SYSTEM_FIELDS.has(field))) continue
      if (field === '_type' && path.length > 0) continue
      indexDocument(fieldValue, document, [...path, field], index)
    }
  } else if (isLeaf(value)) {
    const key = leafKey(value)
    const occurrences = index.get(key)
    if (occurrences) occurrences.push({ document, path })
    else index.set(key, [{ document, path }])
  }
}

/** Sanity's JSONPath for a source path, array items by `_key` where they have one. */
function sourceJsonPath(path: readonly SourceSegment[]): string {
  return `$${path
    .map((segment) =>
      typeof segment === 'string'
        ? `['${escape(segment)}']`
        : typeof segment === 'number'
          ? `[${segment}]`
          : `[?(@._key=='${escape(segment._key)}')]`,
    )
    .join('')}`
}

/** The key of a mapping: the result path with array items by position. */
function resultJsonPath(path: readonly (string | number)[]): string {
  return `$${path.map((segment) => (typeof segment === 'number' ? `[${segment}]` : `['${escape(segment)}']`)).join('')}`
}

function escape(name: string): string {
  return name.replace(/[\\']/g, (character) => `\\${character}`)
}

interface ResultPlace {
  path: (string | number)[]
  /** The `_key`s of the array items the value is in. */
  keys: Set<string>
  /** Indexes of the documents the result names around the value, nearest first. */
  around: number[]
}

function lastName(path: readonly (SourceSegment | number)[]): string | undefined {
  for (let position = path.length - 1; position >= 0; position--) {
    const segment = path[position]
    if (typeof segment === 'string') return segment
  }
  return undefined
}

/** How well a field fits the place of the value: same field name, same array items, shallow. */
function fit(occurrence: Occurrence, place: ResultPlace): number {
  let score = lastName(occurrence.path) === lastName(place.path) ? 4 : 0
  for (const segment of occurrence.path) {
    if (typeof segment === 'object') score += place.keys.has(segment._key) ? 2 : -2
  }
  return score - occurrence.path.length / 100
}

function best(occurrences: readonly Occurrence[], place: ResultPlace): Occurrence | undefined {
  let chosen: Occurrence | undefined
  let chosenFit = -Infinity
  for (const occurrence of occurrences) {
    const score = fit(occurrence, place)
    if (score > chosenFit) {
      chosen = occurrence
      chosenFit = score
    }
  }
  return chosen
}

function sourceOf(
  value: Leaf,
  place: ResultPlace,
  index: ReadonlyMap<string, Occurrence[]>,
): Occurrence | undefined {
  const name = lastName(place.path)
  // A field the result names after the source field or one of its parents ('slug' for
  // slug.current); a value directly in a list has no name to compare.
  const occurrences = index
    .get(leafKey(value))
    ?.filter((occurrence) => name === undefined || occurrence.path.includes(name))
  if (!occurrences?.length) return undefined
  for (const document of place.around) {
    const inDocument = occurrences.filter((occurrence) => occurrence.document === document)
    if (inDocument.length > 0) return best(inDocument, place)
  }
  if (typeof value !== 'string') return undefined
  const documents = new Set(occurrences.map((occurrence) => occurrence.document))
  return documents.size === 1 ? best(occurrences, place) : undefined
}

/**
 * The source map of `result`, read from `documents` (the documents the query saw, in its
 * perspective: a draft under its published id, its own id in `_originalId`).
 */
export function contentSourceMap(
  result: unknown,
  documents: readonly SanityDocument[],
): ContentSourceMap {
  const edited = documents.filter(isEdited)
  const index = new Map<string, Occurrence[]>()
  const byId = new Map<string, number>()
  edited.forEach((document, position) => {
    byId.set(document._id, position)
    indexDocument(document, position, [], index)
  })

  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const documentNumbers = new Map<number, number>()
  const pathNumbers = new Map<string, number>()
  const numberOf = <K>(numbers: Map<K, number>, key: K, add: () => void) => {
    let number = numbers.get(key)
    if (number === undefined) {
      number = numbers.size
      numbers.set(key, number)
      add()
    }
    return number
  }

  const visit = (value: unknown, place: ResultPlace): void => {
    if (Array.isArray(value)) {
      value.forEach((item, position) => {
        const key = isRecord(item) && typeof item._key === 'string' ? item._key : undefined
        visit(item, {
          ...place,
          path: [...place.path, position],
          keys: key === undefined ? place.keys : new Set([...place.keys, key]),
        })
      })
      return
    }
    if (isRecord(value)) {
      const named = typeof value._id === 'string' ? byId.get(value._id) : undefined
      const around = named === undefined ? place.around : [named, ...place.around]
      // Portable Text: only the text of its spans is content, as Sanity's own maps have it.
      const fields =
        value._type === 'block'
          ? ['children']
          : value._type === 'span'
            ? ['text']
            : Object.keys(value)
      for (const field of fields) {
        if (field === '_key' || SYSTEM_FIELDS.has(field)) continue
        visit(value[field], { ...place, path: [...place.path, field], around })
      }
      return
    }
    if (!isLeaf(value)) return
    const source = sourceOf(value, place, index)
    if (!source) return
    const document = edited[source.document]
    if (!document) return
    const documentNumber = numberOf(documentNumbers, source.document, () =>
      map.documents.push({
        _id: typeof document._originalId === 'string' ? document._originalId : document._id,
        _type: document._type,
      }),
    )
    const sourcePath = sourceJsonPath(source.path)
    const pathNumber = numberOf(pathNumbers, sourcePath, () => map.paths.push(sourcePath))
    map.mappings[resultJsonPath(place.path)] = {
      type: 'value',
      source: { type: 'documentValue', document: documentNumber, path: pathNumber },
    }
  }
  visit(result, { path: [], keys: new Set(), around: [] })
  return map
}
