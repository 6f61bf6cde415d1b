/**
 * The one place where the site's servers (the dev and preview servers' middleware, the Netlify
 * functions) decode and check the address a request asks for, before any of them reads it.
 *
 * A request target is refused when it could not have come from a page of the site or a well-behaved
 * client, and when a careless decode further down could crash, escape the site's folder or read
 * something else than it says: malformed percent-encoding (a `URIError` from
 * `decodeURIComponent` killed the preview server), bytes that are not UTF-8, control characters
 * and NUL in the path, NUL in the query, dot segments (`..`, `%2e%2e`), backslashes, an address
 * that is not a path, and addresses longer than any the site sends.
 */

/** Longest path the site has (`/rehoboth/__offline-sanity/cdn.sanity.io/images/…`), with room. */
export const MAX_PATH_LENGTH = 2048
/**
 * Longest query string: @sanity/client sends a query by GET while its query string is under
 * 11,264 characters, and by POST above that.
 */
export const MAX_QUERY_LENGTH = 12 * 1024

export type RequestAddress = {
  /** The path as sent, still percent-encoded: '/rehoboth/Para%20ti'. */
  rawPath: string
  /** The path decoded: '/rehoboth/Para ti'. */
  path: string
  /** The query string with its '?', or '' (as URL's `search`). */
  search: string
  /** The query's names and values, decoded. */
  query: URLSearchParams
}

export type AddressCheck = { ok: true; address: RequestAddress } | { ok: false; reason: string }

/**
 * Checks a request target in origin form, '/path?query' (what Node's `request.url` holds, and
 * `pathname + search` of a Fetch request's URL), and decodes it.
 */
export function checkRequestAddress(target: string | undefined): AddressCheck {
  if (target === undefined || target === '') return refuse('the address is empty')
  if (!target.startsWith('/') || target.startsWith('//')) {
    return refuse('the address is not a path on this server')
  }
  const queryStart = target.indexOf('?')
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart)
  const rawQuery = queryStart === -1 ? '' : target.slice(queryStart + 1)
  if (rawPath.length > MAX_PATH_LENGTH) return refuse('the path is too long')
  if (rawQuery.length > MAX_QUERY_LENGTH) return refuse('the query is too long')
  if (target.includes('#')) return refuse('the address has a fragment')
  if (/[\\\s]/.test(rawPath)) return refuse('the path has a backslash or a space')

  const path = decode(rawPath)
  if (path === undefined) return refuse('the path is not valid percent-encoded UTF-8')
  if (hasControlCharacter(path)) return refuse('the path has a control character')
  if (path.includes('\\')) return refuse('the path has a backslash')
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) {
    return refuse('the path has a dot segment')
  }

  for (const part of rawQuery ? rawQuery.split('&') : []) {
    const decoded = decode(part.replaceAll('+', ' '))
    if (decoded === undefined) return refuse('the query is not valid percent-encoded UTF-8')
    if (decoded.includes('\0')) return refuse('the query has a NUL character')
  }
  const search = rawQuery ? `?${rawQuery}` : ''
  return { ok: true, address: { rawPath, path, search, query: new URLSearchParams(rawQuery) } }
}

/** The same check for a Fetch request (the Netlify functions, the handlers' own tests). */
export function checkFetchRequestAddress(request: Request): AddressCheck {
  let url: URL
  try {
    url = new URL(request.url)
  } catch {
    return refuse('the address is not a URL')
  }
  return checkRequestAddress(`${url.pathname}${url.search}`)
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

function refuse(reason: string): AddressCheck {
  return { ok: false, reason }
}
