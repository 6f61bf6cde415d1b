import type { StructureBuilder, StructureResolverContext } from 'sanity/structure'
import { FolderIcon } from '@sanity/icons/Folder'
import { PackageIcon } from '@sanity/icons/Package'
import { ThLargeIcon } from '@sanity/icons/ThLarge'
import { map } from 'rxjs'
import { apiVersion } from '../env'
import { liveQuery } from './live-query'

export interface CategoryEntry {
  _id: string
  title: string | null
}

export const categoriesQuery = {
  fetch: '*[_type == "category" && !(_id in path("drafts.**"))] | order(title asc) { _id, title }',
  listen: '*[_type == "category"]',
}

/** Products filed under the category; new products created here are filed under it. */
const filedUnder = (S: StructureBuilder, { _id, title }: CategoryEntry) =>
  S.documentTypeList('product')
    .title(`Productos de ${title ?? 'la categoría'}`)
    .filter('_type == "product" && category._ref == $categoryId')
    .apiVersion(apiVersion)
    .params({ categoryId: _id })
    .initialValueTemplates([S.initialValueTemplateItem('product-in-category', { categoryId: _id })])

/**
 * The products whose cards the catalogue page shows, which may belong to another category (the
 * home catalogue shows work products). Their order is edited in the category's sections.
 */
const cardsOf = (S: StructureBuilder, { _id, title }: CategoryEntry) =>
  S.documentTypeList('product')
    .title(`Tarjetas del catálogo ${title ?? ''}`.trim())
    .filter('_type == "product" && _id in *[_id == $categoryId][0].sections[].products[]._ref')
    .apiVersion(apiVersion)
    .params({ categoryId: _id })
    .initialValueTemplates([])

const catalogueOf = (S: StructureBuilder, category: CategoryEntry) =>
  S.listItem()
    .id(category._id.replace(/\W+/g, '-'))
    .title(category.title ?? 'Categoría sin nombre')
    .icon(FolderIcon)
    .child(
      S.list()
        .id(category._id.replace(/\W+/g, '-'))
        .title(category.title ?? 'Categoría sin nombre')
        .items([
          S.listItem()
            .id('filed')
            .title('Productos de la categoría')
            .icon(PackageIcon)
            .child(filedUnder(S, category)),
          S.listItem()
            .id('cards')
            .title('Tarjetas que muestra su catálogo')
            .icon(ThLargeIcon)
            .child(cardsOf(S, category)),
        ]),
    )

/** «Productos»: every product, then each catalogue (kept current, so new categories show up). */
export const productsItem = (S: StructureBuilder, context: StructureResolverContext) =>
  S.listItem()
    .id('products')
    .title('Productos')
    .icon(PackageIcon)
    .child(() =>
      liveQuery<CategoryEntry[]>(context, categoriesQuery).pipe(
        map((categories) => productLists(S, categories)),
      ),
    )

function productLists(S: StructureBuilder, categories: CategoryEntry[]) {
  return S.list()
    .id('products')
    .title('Productos')
    .items([
      S.listItem()
        .id('allProducts')
        .title('Todos los productos')
        .icon(PackageIcon)
        .child(
          S.documentTypeList('product')
            .title('Todos los productos')
            .initialValueTemplates([S.initialValueTemplateItem('product')]),
        ),
      S.divider(),
      ...categories.map((category) => catalogueOf(S, category)),
    ])
}
