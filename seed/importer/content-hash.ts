import { createHash } from 'node:crypto'

/** Fields Sanity sets on every write; they say nothing about the content. */
const systemFields = new Set(['_rev', '_createdAt', '_updatedAt', '_originalId', '_system'])

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, fieldValue]) => fieldValue !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, fieldValue]) => `${JSON.stringify(key)}:${canonicalJson(fieldValue)}`)
    return `{${entries.join(',')}}`
  }
  return JSON.stringify(value)
}

/** The document as it is written: Sanity assigns the system fields itself. */
export function withoutSystemFields<T extends Record<string, unknown>>(document: T): T {
  return Object.fromEntries(
    Object.entries(document).filter(([field]) => !systemFields.has(field)),
  ) as T
}

/** Same hash for the same content whatever the key order and system fields. */
export function contentHash(document: Record<string, unknown>): string {
  return createHash('sha1')
    .update(canonicalJson(withoutSystemFields(document)))
    .digest('hex')
}
