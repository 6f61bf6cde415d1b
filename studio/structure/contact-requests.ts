import type { StructureBuilder, StructureResolverContext } from 'sanity/structure'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { apiVersion } from '../env'

export const newContactRequestsCountQuery = `count(*[_type == "contactRequest" && status == $status])`

const byStatus = [
  { id: 'nuevas', status: 'nuevo', title: 'Nuevas' },
  { id: 'enProceso', status: 'en-proceso', title: 'En proceso' },
  { id: 'atendidas', status: 'atendido', title: 'Atendidas' },
] as const

/**
 * «Solicitudes de contacto»: the requests by Estado, the new ones first with their count, then
 * all of them. Each list shows the newest first; none of them creates requests (only the form does).
 */
export const contactRequestsItem = (S: StructureBuilder, context: StructureResolverContext) =>
  S.listItem()
    .id('contactRequests')
    .title('Solicitudes de contacto')
    .icon(EnvelopeIcon)
    .child(async () => {
      const newCount = await context
        .getClient({ apiVersion })
        .fetch<number>(newContactRequestsCountQuery, { status: 'nuevo' })
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
              .title(status === 'nuevo' ? `${title} (${newCount ?? 0})` : title)
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
    })
