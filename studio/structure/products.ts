import type { StructureBuilder, StructureResolverContext } from 'sanity/structure'
import { FolderIcon } from '@sanity/icons/Folder'
import { PackageIcon } from '@sanity/icons/Package'
import { apiVersion } from '../env'

interface CategoryEntry {
  _id: string
  title: string | null
}

const productsOfCategory = (S: StructureBuilder, { _id, title }: CategoryEntry) =>
  S.listItem()
    .id(_id.replace(/\W+/g, '-'))
    .title(title ?? 'Categoría sin nombre')
    .icon(FolderIcon)
    .child(
      S.documentTypeList('product')
        .title(title ?? 'Productos')
        .filter('_type == "product" && category._ref == $categoryId')
        .params({ categoryId: _id })
        .initialValueTemplates([
          S.initialValueTemplateItem('product-in-category', { categoryId: _id }),
        ]),
    )

/** «Productos»: every product, then one list per category (read when the pane opens, so new categories show up). */
export const productsItem = (S: StructureBuilder, context: StructureResolverContext) =>
  S.listItem()
    .id('products')
    .title('Productos')
    .icon(PackageIcon)
    .child(async () => {
      const categories = await context
        .getClient({ apiVersion })
        .fetch<CategoryEntry[]>(
          '*[_type == "category" && !(_id in path("drafts.**"))] | order(title asc) { _id, title }',
        )
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
          ...categories.map((category) => productsOfCategory(S, category)),
        ])
    })
