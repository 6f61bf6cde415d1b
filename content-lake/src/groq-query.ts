import { evaluate, GroqSyntaxError, parse } from 'groq-js'
import type { ExprNode } from 'groq-js'
import { queryParseError } from './sanity-errors.ts'
import { dereferenceKey, staticReadKeys, syncTagsOf } from './sync-tags.ts'
import type { SanityDocument } from './types.ts'

const SYNTAX_ERROR_PREFIX = /^Syntax error in GROQ query at position \d+: /

function parameterNames(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((child) => parameterNames(child, names))
  else if (node && typeof node === 'object') {
    const { type, name } = node as { type?: unknown; name?: unknown }
    if (type === 'Parameter' && typeof name === 'string') names.add(name)
    Object.values(node).forEach((child) => parameterNames(child, names))
  }
  return names
}

function missingParameterError(query: string, name: string): Response {
  const start = Math.max(0, query.indexOf(`$${name}`))
  return queryParseError(
    query,
    `param $${name} referenced, but not provided`,
    start,
    start + name.length + 1,
  )
}

// groq-js has no `text::query()` (the Studio's list search: `[@, _id] match text::query($q)`);
// matching its argument as a plain `match` pattern finds the same documents for simple searches.
const TEXT_QUERY_CALL = /text::query\(\s*(\$\w+|"(?:[^"\\]|\\.)*")\s*\)/g

/** The parsed query, or Sanity's 400 answer for a syntax error or a missing parameter. */
export function parseQuery(query: string, params: Record<string, unknown>): ExprNode | Response {
  let tree: ExprNode
  try {
    tree = parse(query.replace(TEXT_QUERY_CALL, '$1'), { params })
  } catch (error) {
    if (!(error instanceof GroqSyntaxError)) throw error
    const description = error.message.replace(SYNTAX_ERROR_PREFIX, '')
    return queryParseError(query, description, error.position, error.position + 1)
  }
  const missing = [...parameterNames(tree)].find((name) => !(name in params))
  return missing === undefined ? tree : missingParameterError(query, missing)
}

export interface QueryContext {
  projectId: string
  dataset: string
  identity: string
}

export interface QueryOutcome {
  result: unknown
  /** The sync tags of what the query read (see sync-tags.ts). */
  syncTags: string[]
}

/** Evaluates GROQ over the given documents with groq-js, answering errors as Sanity does. */
export async function runQuery(
  query: string,
  params: Record<string, unknown>,
  documents: readonly SanityDocument[],
  { projectId, dataset, identity }: QueryContext,
): Promise<QueryOutcome | Response> {
  const tree = parseQuery(query, params)
  if (tree instanceof Response) return tree
  const readKeys = staticReadKeys(tree)
  let byId: Map<string, SanityDocument> | undefined
  // Looked up by id rather than by groq-js's scan of the dataset, and noted for the sync tags.
  const dereference = ({ _ref }: { _ref: string }) => {
    readKeys.add(dereferenceKey(_ref))
    byId ??= new Map(documents.map((document) => [document._id, document]))
    return byId.get(_ref) ?? null
  }
  try {
    const value = await evaluate(tree, {
      dataset: documents,
      params,
      identity,
      sanity: { projectId, dataset },
      dereference,
    })
    const result = await value.get()
    return { result, syncTags: syncTagsOf(readKeys) }
  } catch (error) {
    // groq-js finds unknown functions only while evaluating (its GroqQueryError is not
    // exported); Sanity rejects those queries before running them, as parse errors.
    if (!(error instanceof Error) || error.name !== 'GroqQueryError') throw error
    return queryParseError(query, error.message, 0, query.length)
  }
}
