import { createHash } from 'node:crypto'

/** Gives a document a `_rev` derived from its content: it changes exactly when the content does. */
export function withContentRevision<T extends { _rev: string }>(document: T): T {
  const { _rev: _previous, ...content } = document
  const hash = createHash('sha1').update(JSON.stringify(content)).digest('hex')
  return { ...document, _rev: `seed-${hash.slice(0, 16)}` }
}
