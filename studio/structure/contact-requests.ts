import type {
  Child,
  ChildResolver,
  StructureBuilder,
  StructureResolverContext,
} from 'sanity/structure'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { map } from 'rxjs'
import { FILTERED_PANE_ID } from '../contact-requests/request-filter'
import { apiVersion } from '../env'
import { filteredRequestsPane } from './filtered-requests'
import { liveQuery } from './live-query'

export const newContactRequestsCountQuery = {
  fetch: `count(*[_type == "contactRequest" && status == $status])`,
  listen: `*[_type == "contactRequest"]`,
}

const byStatus = [
  { id: 'nuevas', status: 'nuevo', title: 'Nuevas' },
  { id: 'enProceso', status: 'en-proceso', title: 'En proceso' },
  { id: 'atendidas', status: 'atendido', title: 'Atendidas' },
] as const

/**
 * «Solicitudes de contacto»: the requests by Estado, the new ones first with their count (kept
 * current as requests arrive and change Estado), then all of them. Each list shows the newest
 * first; none of them creates requests (only the form does).
 */
export const contactRequestsItem = (S: StructureBuilder, context: StructureResolverContext) =>
  S.listItem()
    .id('contactRequests')
    .title('Solicitudes de contacto')
    .icon(EnvelopeIcon)
    .child(() =>
      liveQuery<number | null>(context, newContactRequestsCountQuery, { status: 'nuevo' }).pipe(
        map((newCount) => requestLists(S, context, newCount ?? 0)),
      ),
    )

function requestLists(S: StructureBuilder, context: StructureResolverContext, newCount: number) {
  const requests = (title: string) =>
    S.documentTypeList('contactRequest')
      .title(title)
      .defaultOrdering([{ field: 'createdAt', direction: 'desc' }])
      .initialValueTemplates([])
  return S.list()
    .id('contactRequests')
    .title('Solicitudes de contacto')
    .items([
      ...byStatus.map(({ id, status, title }) =>
        S.listItem()
          .id(id)
          .title(status === 'nuevo' ? `${title} (${newCount})` : title)
          .icon(EnvelopeIcon)
          .child(
            requests(title)
              .id(id)
              .filter('_type == "contactRequest" && status == $status')
              .apiVersion(apiVersion)
              .params({ status }),
          ),
      ),
      S.divider(),
      S.listItem()
        .id('todas')
        .title('Todas')
        .icon(EnvelopeIcon)
        .child(requests('Todas las solicitudes').id('todas')),
    ])
    .child(withFilteredRequests(S, context))
}

/**
 * The list's items open as usual; «Solicitudes filtradas» (the «Resumen»'s links) opens from
 * its id and the address's parameters, with no item of its own in the list.
 */
function withFilteredRequests(
  S: StructureBuilder,
  context: StructureResolverContext,
): ChildResolver {
  return (id, options) => {
    if (id === FILTERED_PANE_ID) return filteredRequestsPane(S, context, id, options.params)
    const { items = [] } = options.parent as { items?: { id?: string; child?: Child }[] }
    const child = items.find((item) => item.id === id)?.child
    return typeof child === 'function' ? child(id, options) : child
  }
}
