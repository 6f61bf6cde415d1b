import type { StructureBuilder, StructureResolver } from 'sanity/structure'
import { CogIcon } from '@sanity/icons/Cog'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { HomeIcon } from '@sanity/icons/Home'
import { productsItem } from './products'
import { slidesItem } from './slides'

const singletonItem = (
  S: StructureBuilder,
  typeName: string,
  title: string,
  icon: typeof HomeIcon,
) =>
  S.listItem()
    .id(typeName)
    .title(title)
    .icon(icon)
    .child(S.document().schemaType(typeName).documentId(typeName).title(title))

const contactRequestsItem = (S: StructureBuilder) =>
  S.listItem()
    .id('contactRequests')
    .title('Solicitudes de contacto')
    .icon(EnvelopeIcon)
    .child(
      S.documentTypeList('contactRequest')
        .title('Solicitudes de contacto')
        .defaultOrdering([{ field: 'createdAt', direction: 'desc' }])
        .initialValueTemplates([]),
    )

export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Contenido')
    .items([
      singletonItem(S, 'siteSettings', 'Configuración del sitio', CogIcon),
      singletonItem(S, 'homePage', 'Página de inicio', HomeIcon),
      S.divider(),
      productsItem(S, context),
      S.documentTypeListItem('category').title('Categorías'),
      slidesItem(S, context),
      S.documentTypeListItem('country').title('Países'),
      S.divider(),
      contactRequestsItem(S),
    ])
