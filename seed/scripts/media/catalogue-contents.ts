import sharp from 'sharp'
import type { CategoryContent } from '../../content/categories.ts'
import type { CategorySlug, ProductContent } from '../../content/types.ts'
import { documentIds } from '../../lib/document-ids.ts'
import { specRows } from '../../lib/spec-rows.ts'

/**
 * What the catalogue needs from the content, in the shape `catalogueQuery` returns it. Fields
 * are nullable because a project's documents may be incomplete.
 */
export interface CatalogueData {
  /** Category ids in the order of the home page cards. */
  categoryOrder: string[] | null
  categories: Array<{
    _id: string
    title: string | null
    sections: Array<{ products: string[] | null }> | null
  }>
  products: Array<{
    _id: string
    title: string | null
    subtitle: string | null
    category: string | null
    specs: Array<{ label: string | null; value: string | null }> | null
    /** Where the main image's bytes are: a CDN URL, or a seed media path. */
    image: string | null
  }>
}

export const catalogueQuery = `{
  "categoryOrder": *[_id == "homePage"][0].categoryCards[]._ref,
  "categories": *[_type == "category" && !(_id in path("drafts.**"))]{
    _id, title, "sections": sections[]{ "products": products[]._ref }
  },
  "products": *[_type == "product" && !(_id in path("drafts.**"))]{
    _id, title, subtitle, "category": category._ref,
    "specs": specs[]{ label, value },
    "image": image.asset->url
  }
}`

export interface CatalogueProduct {
  title: string
  subtitle: string
  specs: Array<{ label: string; value: string }>
  image: string | null
}

export interface CatalogueChapter {
  title: string
  products: CatalogueProduct[]
}

const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title, 'es')

/**
 * Every product with a title, grouped by its category. Categories follow the home page cards,
 * then the rest by title; inside a category, products follow the catalogue cards (sections in
 * order, categories in order), then the products no card shows by title.
 */
export function arrangeCatalogue(data: CatalogueData): CatalogueChapter[] {
  const homeOrder = data.categoryOrder ?? []
  const categories = data.categories
    .map((category) => ({ ...category, title: category.title ?? 'Sin categoría' }))
    .sort((a, b) => {
      const rank = (id: string) => (homeOrder.includes(id) ? homeOrder.indexOf(id) : Infinity)
      return rank(a._id) - rank(b._id) || byTitle(a, b)
    })
  const cardOrder = [
    ...new Set(
      categories.flatMap((category) =>
        (category.sections ?? []).flatMap((section) => section.products ?? []),
      ),
    ),
  ]
  const cardRank = (id: string) => (cardOrder.includes(id) ? cardOrder.indexOf(id) : Infinity)
  return categories
    .map((category) => ({
      title: category.title,
      products: data.products
        .filter((product) => product.category === category._id && product.title)
        .map((product) => ({ ...product, title: product.title ?? '' }))
        .sort((a, b) => cardRank(a._id) - cardRank(b._id) || byTitle(a, b))
        .map((product): CatalogueProduct => ({
          title: product.title,
          subtitle: product.subtitle ?? '',
          specs: (product.specs ?? []).flatMap(({ label, value }) =>
            label && value ? [{ label, value }] : [],
          ),
          image: product.image,
        })),
    }))
    .filter((chapter) => chapter.products.length > 0)
}

/** The seed content as `catalogueQuery` would return it from the seed dataset, images as media paths. */
export function catalogueDataFromContent(
  products: ProductContent[],
  categories: CategoryContent[],
  homeCategoryCards: CategorySlug[],
): CatalogueData {
  return {
    categoryOrder: homeCategoryCards.map((slug) => documentIds.category(slug)),
    categories: categories.map((category) => ({
      _id: documentIds.category(category.slug),
      title: category.title,
      sections: category.sections.map((section) => ({
        products: section.productSlugs.map((slug) => documentIds.product(slug)),
      })),
    })),
    products: products.map((product) => ({
      _id: documentIds.product(product.slug),
      title: product.title,
      subtitle: product.subtitle,
      category: documentIds.category(product.categorySlug),
      specs: specRows(product).map(({ label, value }) => ({ label, value })),
      image: product.image,
    })),
  }
}

/** A product picture at card size: the 3:4 middle of the image (the whole package), as JPEG. */
export function cardPicture(bytes: Uint8Array): Promise<Uint8Array> {
  return sharp(bytes)
    .resize({ width: 300, height: 400, fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer()
}
