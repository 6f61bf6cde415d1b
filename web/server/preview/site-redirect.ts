const ORIGIN = 'http://site.invalid'

/**
 * The path a preview link may send the editor to: a path on this site, under `base` (paths outside
 * it are taken as relative to it: '/RestauradorDeFaros' is '/rehoboth/RestauradorDeFaros').
 * Anything that could leave the site (another origin, '//host', backslashes, control characters)
 * gives undefined. No redirect at all means the home page.
 */
export function siteRedirect(redirect: string | null, base: string): string | undefined {
  if (redirect === null || redirect === '') return base
  if (!redirect.startsWith('/') || redirect.startsWith('//')) return undefined
  if (redirect.includes('\\') || hasControlCharacter(redirect)) return undefined
  let url: URL
  try {
    url = new URL(redirect, ORIGIN)
  } catch {
    return undefined
  }
  if (url.origin !== ORIGIN) return undefined
  const baseRoot = base.replace(/\/$/, '')
  const underBase =
    url.pathname === baseRoot || url.pathname.startsWith(base)
      ? url.pathname
      : `${baseRoot}${url.pathname}`
  return `${underBase}${url.search}${url.hash}`
}

function hasControlCharacter(text: string): boolean {
  return [...text].some((character) => {
    const code = character.charCodeAt(0)
    return code < 0x20 || code === 0x7f
  })
}

/**
 * Presentation's page address without the parameters `validatePreviewUrl` adds to it for sites that
 * read the perspective from the address: this site keeps it in the session.
 */
export function withoutStudioParameters(redirectTo: string | null): string | null {
  if (redirectTo === null) return null
  const url = new URL(redirectTo, ORIGIN)
  if (url.origin !== ORIGIN) return redirectTo
  for (const name of [...url.searchParams.keys()]) {
    if (name.startsWith('sanity-preview-')) url.searchParams.delete(name)
  }
  return `${url.pathname}${url.search}${url.hash}`
}
