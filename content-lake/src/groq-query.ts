import { evaluate, GroqSyntaxError, parse } from 'groq-js'
import type { ExprNode } from 'groq-js'
import { dereferenceKey, staticReadKeys, syncTagsOf } from './sync-tags.ts'
import type { SanityDocument } from './types.ts'

// What runs here runs in a query worker (query-worker.ts): plain data in and out, errors as the
// status and body of Sanity's answer, since a Response cannot cross to the main thread.

/** Sanity's answer to a query that cannot run, as plain data. */
export interface QueryFailure {
  failure: { status: number; body: unknown }
}

export interface QueryOutcome {
  result: unknown
  /** The sync tags of what the query read (see sync-tags.ts). */
  syncTags: string[]
}

export interface QueryContext {
  projectId: string
  dataset: string
  identity: string
}

export function queryParseFailure(
  query: string,
  description: string,
  start: number,
  end: number,
): QueryFailure {
  return {
    failure: {
      status: 400,
      body: { error: { description, query, start, end, type: 'queryParseError' } },
    },
  }
}

const SYNTAX_ERROR_PREFIX = /^Syntax error in GROQ query at position \d+: /

function parameterNames(tree: ExprNode): Set<string> {
  const names = new Set<string>()
  const pending: unknown[] = [tree]
  while (pending.length) {
    const node = pending.pop()
    if (Array.isArray(node)) pending.push(...node)
    else if (node && typeof node === 'object') {
      const { type, name } = node as { type?: unknown; name?: unknown }
      if (type === 'Parameter' && typeof name === 'string') names.add(name)
      pending.push(...Object.values(node))
    }
  }
  return names
}

// groq-js has no `text::query()` (the Studio's list search: `[@, _id] match text::query($q)`);
// matching its argument as a plain `match` pattern finds the same documents for simple searches.
const TEXT_QUERY_CALL = /text::query\(\s*(\$\w+|"(?:[^"\\]|\\.)*")\s*\)/g

/**
 * The parsed query, or Sanity's 400 for a syntax error or a parameter it was not given (only
 * the caller's own parameters count: `$__proto__` or `$toString` are not given by default).
 */
export function parseQuery(
  query: string,
  params: Record<string, unknown>,
): ExprNode | QueryFailure {
  let tree: ExprNode
  try {
    tree = parse(query.replace(TEXT_QUERY_CALL, '$1'), { params })
  } catch (error) {
    if (error instanceof RangeError) {
      return queryParseFailure(query, 'Query is nested too deeply', 0, query.length)
    }
    if (!(error instanceof GroqSyntaxError)) {
      // groq-js throws plain errors for some mistakes it finds while parsing (an unknown
      // namespace, a function with the wrong number of arguments).
      const description = error instanceof Error ? error.message : String(error)
      return queryParseFailure(query, description, 0, query.length)
    }
    const description = error.message.replace(SYNTAX_ERROR_PREFIX, '')
    return queryParseFailure(query, description, error.position, error.position + 1)
  }
  const missing = [...parameterNames(tree)].find((name) => !Object.hasOwn(params, name))
  if (missing === undefined) return tree
  const start = Math.max(0, query.indexOf(`$${missing}`))
  return queryParseFailure(
    query,
    `param $${missing} referenced, but not provided`,
    start,
    start + missing.length + 1,
  )
}

/** Evaluates a parsed query over the given documents with groq-js, noting what it read. */
export async function evaluateQuery(
  query: string,
  tree: ExprNode,
  params: Record<string, unknown>,
  documents: readonly SanityDocument[],
  { projectId, dataset, identity }: QueryContext,
): Promise<QueryOutcome | QueryFailure> {
  const readKeys = new Set<string>()
  let byId: Map<string, SanityDocument> | undefined
  // Looked up by id rather than by groq-js's scan of the dataset, and noted for the sync tags.
  const dereference = ({ _ref }: { _ref: string }) => {
    readKeys.add(dereferenceKey(_ref))
    byId ??= new Map(documents.map((document) => [document._id, document]))
    return byId.get(_ref) ?? null
  }
  try {
    staticReadKeys(tree).forEach((key) => readKeys.add(key))
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
    if (error instanceof RangeError) {
      return queryParseFailure(query, 'Query is nested too deeply', 0, query.length)
    }
    // groq-js finds unknown functions only while evaluating (its GroqQueryError is not
    // exported); Sanity rejects those queries before running them, as parse errors.
    if (!(error instanceof Error) || error.name !== 'GroqQueryError') throw error
    return queryParseFailure(query, error.message, 0, query.length)
  }
}

export const isQueryFailure = (value: unknown): value is QueryFailure =>
  typeof value === 'object' && value !== null && 'failure' in value
