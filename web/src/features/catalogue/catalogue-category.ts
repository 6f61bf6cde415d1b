import type { CategoryPageQueryResult } from '@rehoboth/shared/sanity-types'

/** A category as its catalogue page shows it. */
export type CatalogueCategory = NonNullable<CategoryPageQueryResult>

export type CatalogueSection = NonNullable<CatalogueCategory['sections']>[number]

export type CatalogueProduct = NonNullable<CatalogueSection['products']>[number]

/** The sections that have products to show, in the editors' order. */
export function sectionsWithProducts(category: CatalogueCategory): CatalogueSection[] {
  return (category.sections ?? []).filter((section) => section.products?.length)
}
