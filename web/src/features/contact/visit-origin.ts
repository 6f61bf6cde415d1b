import type { RequestOrigin } from '@rehoboth/shared/sanity-types'
import { visitOriginKey, visitTags } from '../../../page-boot/markers.ts'

/**
 * How the visitor reached the site in this visit, as a request carries it (the Studio's
 * `requestOrigin`): the first page's path under the site, the referring site's host and the
 * campaign tags of the first address. The first-screen script notes it in the tab's session
 * storage (web/page-boot/scripts/note-visit-origin.ts); the form sends it cleaned, so that the
 * contact API, which refuses anything else, always takes it.
 */
export type VisitOrigin = Omit<RequestOrigin, '_type'>

export type VisitTagField = (typeof visitTags)[number][0]

export const visitTagFields: readonly VisitTagField[] = visitTags.map(([field]) => field)

export const originLimits = { landingPath: 200, referrerHost: 253, tag: 100 } as const

/** A path as browsers write it: '/' then letters, digits, percent escapes and URL punctuation. */
export const LANDING_PATH_PATTERN = /^\/[\w\-.~!$&'()*+,;=:@%/]*$/
/** A host name as `URL.hostname` gives it: lower-case labels, punycode for other scripts. */
export const HOST_PATTERN =
  /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/

// Everything the API refuses in a tag (control characters, invisible formatting, separators,
// markup), and more: what is left always passes.
const UNSENDABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}<>]/gu

function sessionStore(): Pick<Storage, 'getItem'> | undefined {
  try {
    return globalThis.sessionStorage ?? undefined
  } catch {
    // Blocked storage throws on access.
    return undefined
  }
}

/** The visit's origin as the form sends it, or undefined when none was noted or none is left. */
export function visitOrigin(
  storage = sessionStore(),
  base: string = import.meta.env.BASE_URL,
): VisitOrigin | undefined {
  let noted: unknown
  try {
    noted = JSON.parse(storage?.getItem(visitOriginKey) ?? 'null')
  } catch {
    return undefined
  }
  if (typeof noted !== 'object' || noted === null) return undefined
  return cleanOrigin(noted as Record<string, unknown>, base)
}

/** The noted facts the API would take, cut to its lengths; unknown or unusable ones dropped. */
export function cleanOrigin(noted: Record<string, unknown>, base: string): VisitOrigin | undefined {
  const origin: VisitOrigin = {}
  const landingPath = sitePath(noted.landingPath, base)
  if (landingPath) origin.landingPath = landingPath
  const host = typeof noted.referrerHost === 'string' ? noted.referrerHost.toLowerCase() : ''
  if (host.length <= originLimits.referrerHost && HOST_PATTERN.test(host)) {
    origin.referrerHost = host
  }
  for (const field of visitTagFields) {
    const tag = cleanTag(noted[field])
    if (tag) origin[field] = tag
  }
  return Object.keys(origin).length > 0 ? origin : undefined
}

/** '/rehoboth/RestauradorDeFaros' under the base '/rehoboth/' is '/RestauradorDeFaros'. */
function sitePath(path: unknown, base: string): string | undefined {
  if (typeof path !== 'string') return undefined
  const baseWithoutSlash = base.replace(/\/+$/, '')
  const underSite =
    path === baseWithoutSlash || path.startsWith(`${baseWithoutSlash}/`)
      ? `/${path.slice(baseWithoutSlash.length + 1)}`
      : path
  const cut = underSite.slice(0, originLimits.landingPath)
  return LANDING_PATH_PATTERN.test(cut) ? cut : undefined
}

function cleanTag(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const cut = value
    .replace(UNSENDABLE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, originLimits.tag)
    // Never half a character.
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim()
  return cut || undefined
}
