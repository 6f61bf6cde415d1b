const INDEX_FILE = /\/index\.html$/

type Address = Pick<Location, 'pathname' | 'search' | 'hash'>

/**
 * The address a prerendered page was built for, when the browser opened it at its file instead:
 * static hosts serve `/rehoboth/Contacto/index.html` as well as `/rehoboth/Contacto`. Undefined
 * when the address already is the page's own.
 */
export function prerenderedPageAddress(
  { pathname, search, hash }: Address,
  base: string,
): string | undefined {
  if (!INDEX_FILE.test(pathname)) return undefined
  const folder = pathname.replace(INDEX_FILE, '/')
  const path = folder === base ? folder : folder.replace(/\/$/, '')
  return `${path}${search}${hash}`
}
