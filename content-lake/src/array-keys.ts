import { randomId } from './random-id.ts'

/** Gives every object inside an array a `_key`, as Sanity does with `autoGenerateArrayKeys`. */
export function withArrayKeys<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.map((item: unknown) => {
      const keyed = withArrayKeys(item)
      return keyed && typeof keyed === 'object' && !Array.isArray(keyed) && !('_key' in keyed)
        ? { _key: randomId(12), ...keyed }
        : keyed
    }) as T
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, field]) => [name, withArrayKeys(field)]),
    ) as T
  }
  return value
}
