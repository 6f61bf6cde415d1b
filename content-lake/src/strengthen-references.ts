interface Reference {
  _ref: string
  _weak?: unknown
  _strengthenOnPublish?: { weak?: unknown } | boolean
}

const isReference = (value: object): value is Reference =>
  typeof (value as { _ref?: unknown })._ref === 'string'

/**
 * The document as the Actions API publishes it. A reference the Studio made weak until publish
 * (to a document created from it, not yet published) carries both `_weak` and
 * `_strengthenOnPublish`: the published copy loses both, or keeps `_weak` alone when the schema's
 * reference is weak (`_strengthenOnPublish.weak`). Content Lake strengthens only when both are
 * set (sanity/src/core/form/inputs/ReferenceInput/ReferenceInput.tsx says so); any other
 * reference is kept as it is.
 */
export function strengthenOnPublish<T>(value: T): T {
  if (Array.isArray(value)) return value.map(strengthenOnPublish) as T
  if (!value || typeof value !== 'object') return value
  if (isReference(value)) {
    const { _strengthenOnPublish: marker, _weak: weak, ...rest } = value
    if (!marker || !weak) return value
    const staysWeak = typeof marker === 'object' && Boolean(marker.weak)
    return (staysWeak ? { ...rest, _weak: weak } : rest) as T
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, strengthenOnPublish(child)]),
  ) as T
}
