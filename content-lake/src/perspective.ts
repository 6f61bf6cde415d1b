import type { Caller } from './authorization.ts'
import type { SanityDocument } from './types.ts'

/** `raw`, or the stack of layers to read, top first, published always at the bottom. */
export type Perspective = 'raw' | readonly string[]

// From this API version on, queries without a perspective read published content only.
export const PUBLISHED_BY_DEFAULT_SINCE = '2025-02-19'

export function parsePerspective(value: string | null, apiVersion: string): Perspective {
  const requested = value
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (!requested?.length) {
    return apiVersion.replace(/^v/, '') >= PUBLISHED_BY_DEFAULT_SINCE ? ['published'] : 'raw'
  }
  if (requested.includes('raw')) return 'raw'
  const layers = requested.map((name) => (name === 'previewDrafts' ? 'drafts' : name))
  return [...new Set([...layers.filter((name) => name !== 'published'), 'published'])]
}

function layerOf(id: string): { layer: string; publishedId: string } {
  if (id.startsWith('drafts.')) return { layer: 'drafts', publishedId: id.slice('drafts.'.length) }
  const version = /^versions\.([^.]+)\.(.+)$/.exec(id)
  if (version?.[1] && version[2]) return { layer: version[1], publishedId: version[2] }
  return { layer: 'published', publishedId: id }
}

/**
 * The documents a query sees: in a layered perspective each document appears once, as its
 * topmost version, under its published id (the version's own id in `_originalId`), like Sanity.
 */
export function documentsInPerspective(
  documents: readonly SanityDocument[],
  perspective: Perspective,
): SanityDocument[] {
  if (perspective === 'raw') return [...documents]
  const chosen = new Map<string, { rank: number; document: SanityDocument }>()
  for (const document of documents) {
    const { layer, publishedId } = layerOf(document._id)
    const rank = perspective.indexOf(layer)
    if (rank === -1) continue
    const current = chosen.get(publishedId)
    if (!current || rank < current.rank) chosen.set(publishedId, { rank, document })
  }
  return [...chosen].map(([publishedId, { document }]) =>
    document._id === publishedId
      ? document
      : { ...document, _id: publishedId, _originalId: document._id },
  )
}

/**
 * Without a token Sanity only lets you read documents on the root path: an id with a dot
 * (drafts.x, versions.r.x, or any 'a.b') is private even in a public dataset.
 */
export function documentsReadableBy(
  caller: Caller,
  documents: readonly SanityDocument[],
): readonly SanityDocument[] {
  return caller === 'authenticated' ? documents : documents.filter(({ _id }) => !_id.includes('.'))
}
