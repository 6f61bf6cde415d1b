import { badRequest } from './sanity-errors.ts'

/** Longest GROQ query text accepted (characters). */
export const MAX_QUERY_LENGTH = 100_000
/** Deepest nesting of brackets and parentheses in a query. */
export const MAX_QUERY_NESTING = 64
/** Deepest nesting of arrays and objects in a parameter or a request body. */
export const MAX_JSON_NESTING = 100

/** How deep `(`, `[` and `{` nest in a GROQ query, outside its string literals and comments. */
export function queryNesting(query: string): number {
  let depth = 0
  let deepest = 0
  let quote: string | undefined
  for (let index = 0; index < query.length; index += 1) {
    const char = query[index]
    if (quote) {
      if (char === '\\') index += 1
      else if (char === quote) quote = undefined
      continue
    }
    if (char === '"' || char === "'") quote = char
    else if (char === '/' && query[index + 1] === '/') {
      const end = query.indexOf('\n', index)
      index = end === -1 ? query.length : end
    } else if (char === '(' || char === '[' || char === '{') {
      depth += 1
      if (depth > deepest) deepest = depth
    } else if (char === ')' || char === ']' || char === '}') depth = Math.max(0, depth - 1)
  }
  return deepest
}

/** How deep arrays and objects nest in a JSON value, without recursion. */
export function jsonNesting(value: unknown): number {
  let deepest = 0
  const pending: Array<[unknown, number]> = [[value, 0]]
  while (pending.length) {
    const [current, depth] = pending.pop() as [unknown, number]
    if (!current || typeof current !== 'object') continue
    if (depth + 1 > deepest) deepest = depth + 1
    if (deepest > MAX_JSON_NESTING) return deepest
    for (const child of Object.values(current)) pending.push([child, depth + 1])
  }
  return deepest
}

/** Sanity's 400 for a query too long or too deeply nested to run, or undefined when it may run. */
export function queryLimitError(query: string): Response | undefined {
  if (query.length > MAX_QUERY_LENGTH) {
    return badRequest(`Query is ${query.length} characters long; the limit is ${MAX_QUERY_LENGTH}`)
  }
  const nesting = queryNesting(query)
  if (nesting > MAX_QUERY_NESTING) {
    return badRequest(`Query nests ${nesting} levels deep; the limit is ${MAX_QUERY_NESTING}`)
  }
  return undefined
}

/** The 400 for parameters nested deeper than the lake accepts, or undefined. */
export function paramsLimitError(params: Record<string, unknown>): Response | undefined {
  for (const [name, value] of Object.entries(params)) {
    if (jsonNesting(value) > MAX_JSON_NESTING) {
      return badRequest(`Parameter $${name} nests deeper than ${MAX_JSON_NESTING} levels`)
    }
  }
  return undefined
}
