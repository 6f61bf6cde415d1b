/**
 * Stable document ids of the content model, so every build and import targets the same documents.
 * No dots: Sanity keeps ids with a dot (a sub-path) private, so the public site could not read them.
 */
export const documentIds = {
  product: (slug: string) => `product-${slug}`,
  category: (slug: string) => `category-${slug}`,
  slide: (position: number) => `slide-${position}`,
  country: (isoCode: string) => `country-${isoCode}`,
  siteSettings: 'siteSettings',
  homePage: 'homePage',
} as const

export interface KeyedReference {
  _key: string
  _type: 'reference'
  _ref: string
}

export function reference(id: string): { _type: 'reference'; _ref: string } {
  return { _type: 'reference', _ref: id }
}

export function keyedReference(key: string, id: string): KeyedReference {
  return { _key: key, ...reference(id) }
}

/** An array `_key` made from Spanish text: 'Bogotá D.C.' -> 'bogota-d-c'. */
export function keyFromText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
