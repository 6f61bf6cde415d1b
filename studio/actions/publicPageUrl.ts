import { siteUrl } from '../env'

/** Document types with a page of their own on the site, all at /<slug> under the base path. */
export const typesWithPage = new Set(['product', 'category'])

export function publicPageUrl(slug: string): string {
  return `${siteUrl}/${encodeURIComponent(slug)}`
}
