import type { StructureBuilder, StructureResolverContext } from 'sanity/structure'
import { apiVersion } from '../env'
import { contactRequestStatuses } from '../schemaTypes/documents/contactRequest'
import {
  filterFromParams,
  filterQuery,
  type RequestFilter,
} from '../contact-requests/request-filter'
import { dayName, NO_CAMPAIGN, NO_PRODUCT, NO_SOURCE } from '../contact-requests/summary'

const missingTitles = { producto: NO_PRODUCT, fuente: NO_SOURCE, campana: NO_CAMPAIGN }

/** What the list shows, in words: «ChainLube · 1 dic 2025 – 31 may 2026». */
function paneTitle(filter: RequestFilter, names: { product?: string; category?: string }) {
  const what =
    (filter.sin && missingTitles[filter.sin]) ??
    names.product ??
    names.category ??
    filter.departamento ??
    filter.pais ??
    filter.fuente ??
    filter.campana ??
    contactRequestStatuses.find(({ value }) => value === filter.estado)?.title
  const sameYear = filter.desde.slice(0, 4) === filter.hasta.slice(0, 4)
  const days =
    filter.desde === filter.hasta
      ? dayName(filter.desde, true)
      : `${dayName(filter.desde, !sameYear)} – ${dayName(filter.hasta, true)}`
  return [what, days].filter(Boolean).join(' · ')
}

/**
 * «Solicitudes filtradas»: the requests a figure of the «Resumen» counts, from the pane's
 * parameters in the address (see request-filter.ts). Not an item of the list: only a link opens
 * it. Parameters that make no filter open an empty list that says so.
 */
export async function filteredRequestsPane(
  S: StructureBuilder,
  context: StructureResolverContext,
  id: string,
  params: Record<string, unknown>,
) {
  const filter = filterFromParams(params)
  const list = S.documentList()
    .id(id)
    .schemaType('contactRequest')
    .apiVersion(apiVersion)
    .defaultOrdering([{ field: 'createdAt', direction: 'desc' }])
    .initialValueTemplates([])
  if (!filter) {
    return list.title('Enlace de solicitudes no válido').filter('false')
  }
  const client = context.getClient({ apiVersion })
  const names = await client.fetch<{
    product: string | null
    category: string | null
    productsOfCategory: string[]
  }>(
    `{
      "product": *[_type == "product" && _id == $product][0].title,
      "category": *[_type == "category" && _id == $category][0].title,
      "productsOfCategory": *[_type == "product" && category._ref == $category]._id
    }`,
    { product: filter.producto ?? '', category: filter.categoria ?? '' },
    { perspective: 'published' },
  )
  const query = filterQuery(filter, names.productsOfCategory)
  return list
    .title(
      paneTitle(filter, {
        ...(filter.producto && names.product && { product: names.product }),
        ...(filter.categoria && names.category && { category: names.category }),
      }),
    )
    .filter(query.filter)
    .params(query.params)
}
