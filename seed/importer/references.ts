/** Every `_ref` that must point to an existing document (weak references excluded). */
export function strongReferences(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(strongReferences)
  if (value === null || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  const own = typeof record._ref === 'string' && record._weak !== true ? [record._ref] : []
  return [...own, ...Object.values(record).flatMap(strongReferences)]
}

/** A copy of `value` with every `_ref` found in `replacements` pointed to its new id. */
export function replaceReferences<T>(value: T, replacements: ReadonlyMap<string, string>): T {
  if (replacements.size === 0) return value
  if (Array.isArray(value)) {
    return value.map((item: unknown) => replaceReferences(item, replacements)) as T
  }
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, fieldValue]) => [
      key,
      key === '_ref' && typeof fieldValue === 'string'
        ? (replacements.get(fieldValue) ?? fieldValue)
        : replaceReferences(fieldValue, replacements),
    ]),
  ) as T
}
