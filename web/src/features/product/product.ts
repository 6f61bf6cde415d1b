import type { ProductPageQueryResult } from '@rehoboth/shared/sanity-types'

/** A product as its page shows it. */
export type Product = NonNullable<ProductPageQueryResult>

export type SpecRow = NonNullable<Product['specs']>[number]

export type ScentVariant = NonNullable<Product['scentVariants']>[number]

/** The contact page, asked to name this product in its message. */
export function quoteHref(slug: string): string {
  return `/Contacto?${new URLSearchParams({ producto: slug }).toString()}`
}
