import { createHash } from 'node:crypto'
import type { ExprNode } from 'groq-js'
import type { DocumentChange } from './transaction-log.ts'

/**
 * Sync tags, Sanity's way of telling which live-event messages concern which query answers: a
 * query answers with the tags of what it read, a change sends the tags of what it touched, and a
 * client refetches a query when a message names one of its tags. The tags are opaque
 * (`s1:` + a short hash); behind each is one of:
 * - `type:<_type>`: the documents of one type, for each `*[...]` whose filter is a conjunction
 *   that pins `_type` (`_type == "x"`, `_type in [...]`);
 * - `id:<published id>`: one document (its drafts and versions too), for each `*[...]` that pins
 *   `_id` and for every document a dereference (`->`) looked up, found or not;
 * - `all`: any document, for every other `*` (and `releases::all()`).
 * Every change sends `all`, the types of the document before and after, and its published id, so
 * a query gets a message for every change that could alter its answer.
 */

const TAG_PREFIX = 's1:'

function syncTag(key: string): string {
  return TAG_PREFIX + createHash('sha1').update(key).digest('base64url').slice(0, 10)
}

export const ANY_DOCUMENT = 'all'
const typeKey = (type: string) => `type:${type}`
const idKey = (id: string) => `id:${publishedIdOf(id)}`

/** `drafts.x` and `versions.<release>.x` belong to `x`. */
export function publishedIdOf(id: string): string {
  if (id.startsWith('drafts.')) return id.slice('drafts.'.length)
  const version = /^versions\.[^.]+\.(.+)$/.exec(id)
  return version?.[1] ?? id
}

type Node = ExprNode & Record<string, unknown>

function conjuncts(node: Node): Node[] {
  return node.type === 'And'
    ? [...conjuncts(node.left as Node), ...conjuncts(node.right as Node)]
    : [node]
}

const isOwnAttribute = (node: Node, name: string) =>
  node.type === 'AccessAttribute' && node.base === undefined && node.name === name

/** The string values a conjunct pins `name` to (`name == "x"`, `"x" == name`, `name in [...]`). */
function pinnedValues(conjunct: Node, name: string): string[] | undefined {
  if (conjunct.type !== 'OpCall') return undefined
  const left = conjunct.left as Node
  const right = conjunct.right as Node
  const valuesOf = (node: Node): unknown[] | undefined => {
    if (node.type === 'Value') return Array.isArray(node.value) ? node.value : [node.value]
    if (node.type !== 'Array') return undefined
    const elements = node.elements as unknown as { value: Node; isSplat: boolean }[]
    if (elements.some(({ value, isSplat }) => isSplat || value.type !== 'Value')) return undefined
    return elements.map(({ value }) => value.value)
  }
  let values: unknown[] | undefined
  if (conjunct.op === '==') {
    if (isOwnAttribute(left, name) && right.type === 'Value') values = [right.value]
    else if (isOwnAttribute(right, name) && left.type === 'Value') values = [left.value]
  } else if (conjunct.op === 'in' && isOwnAttribute(left, name)) {
    values = valuesOf(right)
  }
  return values?.every((value) => typeof value === 'string') ? (values as string[]) : undefined
}

/** What one `*[filter]` can read: the keys of the types or ids its filter pins, or any document. */
function keysOfFilter(filter: Node): string[] {
  const parts = conjuncts(filter)
  for (const [name, key] of [
    ['_id', idKey],
    ['_type', typeKey],
  ] as const) {
    for (const part of parts) {
      const values = pinnedValues(part, name)
      if (values) return values.map(key)
    }
  }
  return [ANY_DOCUMENT]
}

/** The keys of what a query reads from the dataset through `*`, known before running it. */
export function staticReadKeys(tree: ExprNode): Set<string> {
  const keys = new Set<string>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit)
      return
    }
    if (!value || typeof value !== 'object') return
    const node = value as Node
    if (node.type === 'Filter' && (node.base as Node | undefined)?.type === 'Everything') {
      keysOfFilter(node.expr as Node).forEach((key) => keys.add(key))
      visit(node.expr)
      return
    }
    if (node.type === 'Everything') keys.add(ANY_DOCUMENT)
    if (node.type === 'FuncCall' && node.namespace === 'releases') keys.add(ANY_DOCUMENT)
    Object.values(node).forEach(visit)
  }
  visit(tree)
  return keys
}

/** The keys of a document read by a dereference. */
export function dereferenceKey(id: string): string {
  return idKey(id)
}

/** The sync tags of a query that read what these keys name. */
export function syncTagsOf(keys: Iterable<string>): string[] {
  return [...new Set([...keys].map(syncTag))].sort()
}

/** The sync tags of the queries one change may alter. */
export function changeSyncTags(changes: readonly DocumentChange[]): string[] {
  const keys = new Set<string>([ANY_DOCUMENT])
  for (const { id, before, after } of changes) {
    keys.add(idKey(id))
    if (before?._type) keys.add(typeKey(before._type))
    if (after?._type) keys.add(typeKey(after._type))
  }
  return syncTagsOf(keys)
}
