/**
 * What the drafts proxy lets through to Sanity, and nothing else: one of the site's own queries,
 * the parameters that query declares (`$slug`), each once and each a plain JSON value, and the
 * options the site's Sanity client adds (`perspective`, which the proxy replaces with the session's,
 * and `returnQuery=false`). Sent by GET, all of it is in the address; sent by POST (a query too
 * long for an address), the query and its parameters are in the body and the address holds the
 * options only.
 */

export type ParamValue = string | number | boolean | null

export type DraftsQuery = {
  query: string
  params: Record<string, ParamValue>
  returnQuery?: false
}

/** 'refused': not one of the site's queries (403); 'malformed': anything else out of place (400). */
export type DraftsQueryCheck = DraftsQuery | 'refused' | 'malformed'

const PERSPECTIVES = new Set(['drafts', 'published', 'previewDrafts', 'raw'])
const MAX_PARAM_LENGTH = 512

/** The parameters a query reads: the `$name`s in its text. */
export function declaredParams(query: string): Set<string> {
  return new Set([...query.matchAll(/\$([A-Za-z_]\w*)/g)].map((match) => match[1] ?? ''))
}

export function checkDraftsQuery(
  search: URLSearchParams,
  body: { parsed: unknown } | undefined,
  allowedQueries: ReadonlySet<string>,
): DraftsQueryCheck {
  const names = [...search.keys()]
  if (new Set(names).size !== names.length) return 'malformed'

  const options: Pick<DraftsQuery, 'returnQuery'> = {}
  const urlParams = new Map<string, string>()
  for (const [name, value] of search) {
    if (name === 'perspective') {
      if (!PERSPECTIVES.has(value)) return 'malformed'
    } else if (name === 'returnQuery') {
      if (value !== 'false') return 'malformed'
      options.returnQuery = false
    } else if (name === 'query' || name.startsWith('$')) {
      if (body) return 'malformed'
      urlParams.set(name, value)
    } else {
      return 'malformed'
    }
  }

  let query: unknown
  let rawParams: Map<string, unknown>
  if (body) {
    if (!isPlainObject(body.parsed)) return 'malformed'
    const { query: bodyQuery, params = {}, ...rest } = body.parsed
    if (Object.keys(rest).length > 0 || !isPlainObject(params)) return 'malformed'
    query = bodyQuery
    rawParams = new Map(Object.entries(params))
  } else {
    query = urlParams.get('query')
    rawParams = new Map()
    for (const [name, text] of urlParams) {
      if (name === 'query') continue
      try {
        rawParams.set(name.slice(1), JSON.parse(text))
      } catch {
        return 'malformed'
      }
    }
  }
  if (typeof query !== 'string') return 'malformed'
  if (!allowedQueries.has(query)) return 'refused'

  const declared = declaredParams(query)
  for (const [name, value] of rawParams) {
    if (!declared.has(name) || !isParamValue(value)) return 'malformed'
  }
  if ([...declared].some((name) => !rawParams.has(name))) return 'malformed'
  const params = Object.fromEntries(rawParams) as Record<string, ParamValue>
  return { query, params, ...options }
}

function isParamValue(value: unknown): value is ParamValue {
  if (typeof value === 'string') return value.length <= MAX_PARAM_LENGTH
  if (typeof value === 'number') return Number.isFinite(value)
  return typeof value === 'boolean' || value === null
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
