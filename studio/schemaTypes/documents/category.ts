import { defineArrayMember, defineField, defineType } from 'sanity'
import { FolderIcon } from '@sanity/icons/Folder'
import { SITE_BASE } from '@rehoboth/shared/site-base'
import { isUniqueSlug } from '../fields/isUniqueSlug'
import { checkLegacySlug, legacySlugify } from '../fields/legacySlug'

export const category = defineType({
  name: 'category',
  title: 'Categoría',
  type: 'document',
  icon: FolderIcon,
  groups: [
    { name: 'catalogue', title: 'Catálogo', default: true },
    { name: 'home', title: 'Página de inicio' },
    { name: 'seo', title: 'Buscadores' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Nombre de la categoría',
      description: 'Por ejemplo «Para tu vehiculo».',
      type: 'string',
      group: 'catalogue',
      validation: (rule) => rule.required().error('Escribe el nombre de la categoría.'),
    }),
    defineField({
      name: 'slug',
      title: 'Dirección de la página',
      description: `La dirección del catálogo, por ejemplo «paraTuAuto» en ${SITE_BASE}paraTuAuto. Se respetan las mayúsculas; cambiarla rompe los enlaces ya compartidos.`,
      type: 'slug',
      group: 'catalogue',
      options: { source: 'title', slugify: legacySlugify, isUnique: isUniqueSlug },
      // One chain: the slug type's own uniqueness check comes with `rule`, so a second rule would run it twice.
      validation: (rule) => rule.required().custom((value) => checkLegacySlug(value?.current)),
    }),
    defineField({
      name: 'menuLabel',
      title: 'Texto en el menú',
      description: 'Cómo aparece la categoría en el menú «Categorias» del encabezado.',
      type: 'string',
      group: 'catalogue',
      validation: (rule) => rule.required().error('Escribe el texto del menú.'),
    }),
    defineField({
      name: 'homeCard',
      title: 'Tarjeta en la página de inicio',
      type: 'categoryCard',
      group: 'home',
    }),
    defineField({
      name: 'introHeading',
      title: 'Título del catálogo',
      description: 'El título grande al comienzo de la página del catálogo.',
      type: 'string',
      group: 'catalogue',
    }),
    defineField({
      name: 'introDescription',
      title: 'Introducción del catálogo',
      description: 'Texto corto bajo el título del catálogo.',
      type: 'text',
      rows: 4,
      group: 'catalogue',
    }),
    defineField({
      name: 'sections',
      title: 'Secciones de productos',
      description:
        'Los grupos de tarjetas del catálogo. Cada sección puede tener su propio título. Arrastra para cambiar el orden de las secciones; el sitio sigue este orden.',
      type: 'array',
      options: { sortable: true },
      group: 'catalogue',
      of: [defineArrayMember({ type: 'catalogueSection' })],
    }),
    defineField({
      name: 'emptyStateText',
      title: 'Texto si no hay productos',
      description:
        'Se muestra cuando la categoría todavía no tiene productos, por ejemplo «Pendiente».',
      type: 'string',
      group: 'catalogue',
    }),
    defineField({ name: 'seo', title: 'Buscadores (SEO)', type: 'seo', group: 'seo' }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', media: 'homeCard.icon' },
    prepare: ({ title, slug, media }) => ({
      title,
      subtitle: slug ? `/${slug}` : 'Sin dirección',
      media,
    }),
  },
})
