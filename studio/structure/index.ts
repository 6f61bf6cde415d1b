import type { StructureBuilder, StructureResolver } from 'sanity/structure'
import { CogIcon } from '@sanity/icons/Cog'
import { HomeIcon } from '@sanity/icons/Home'
import { contactRequestsItem } from './contact-requests'
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
      contactRequestsItem(S, context),
    ])
