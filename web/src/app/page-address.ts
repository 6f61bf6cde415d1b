const INDEX_FILE = /\/index\.html$/

type Address = Pick<Location, 'pathname' | 'search' | 'hash'>

/**
 * The address a prerendered page was built for, when the browser opened it at another one that
 * static hosts serve it at: its file (`/rehoboth/Contacto/index.html` for `/rehoboth/Contacto`),
 * or the site's address without its slash (`/rehoboth` for `/rehoboth/`). Undefined when the
 * address already is the page's own.
 */
export function prerenderedPageAddress(
  { pathname, search, hash }: Address,
  base: string,
): string | undefined {
  if (`${pathname}/` === base) return `${base}${search}${hash}`
  if (!INDEX_FILE.test(pathname)) return undefined
  const folder = pathname.replace(INDEX_FILE, '/')
  const path = folder === base ? folder : folder.replace(/\/$/, '')
  return `${path}${search}${hash}`
}
