import { SITE_BASE } from '@rehoboth/shared/site-base'

/**
 * Where the catalogue's links go: each product's page on the site, and the site's home page,
 * tagged with the site settings' «Fuente de los enlaces del catálogo» (utm_source), so that a
 * request from a visit the catalogue began says so in its «Origen».
 */
export interface CatalogueLinks {
  /** The product's page, tagged. */
  product: (slug: string) => string
  /** The site's home page, tagged. */
  site: string
  /** The site's address as printed: no scheme, no tags. */
  printedSite: string
}

/** The site's origin until SITE_URL says where it is published: clearly a sample. */
export const SAMPLE_SITE_URL = 'https://www.example.com'
/** The source when the site settings name none, as the Studio's field starts. */
export const defaultLinkSource = 'catalogo'

export function catalogueLinks(
  siteUrl: string | undefined,
  linkSource: string | null | undefined,
): CatalogueLinks {
  const origin = new URL(siteUrl?.trim() || SAMPLE_SITE_URL).origin
  const tags = `?utm_source=${encodeURIComponent(linkSource?.trim() || defaultLinkSource)}`
  const home = `${origin}${SITE_BASE}`
  return {
    product: (slug) => `${home}${encodeURIComponent(slug)}${tags}`,
    site: `${home}${tags}`,
    printedSite: home.replace(/^https?:\/\//, '').replace(/\/$/, ''),
  }
}
