import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { catalogueSlugs } from '@rehoboth/shared/catalogues'

/**
 * Every prerendered page of a built site, as a route under the base ('/', '/paraTuAuto', …): each
 * `<page>/index.html`, sorted. The 404 page and the bench's own floor are not pages of the site.
 */
export async function prerenderedRoutes(siteDirectory: string, skip: string[] = []) {
  const entries = await readdir(siteDirectory, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.relative(siteDirectory, entry.parentPath).split(path.sep).join('/'))
    .filter((page) => !skip.includes(page))
    .map((page) => `/${page}`)
    .sort()
}

const sitePages = new Set(['/', '/Contacto', ...catalogueSlugs.map((slug) => `/${slug}`)])

/** A product page: any prerendered page but the home page, the contact page and the catalogues. */
export function isProductRoute(route: string): boolean {
  return !sitePages.has(route)
}
