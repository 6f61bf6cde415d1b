import { defineField, defineType } from 'sanity'
import { SearchIcon } from '@sanity/icons/Search'

export const seo = defineType({
  name: 'seo',
  title: 'Buscadores (SEO)',
  description: 'Cómo aparece la página en Google y al compartirla en redes sociales.',
  type: 'object',
  icon: SearchIcon,
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Título para buscadores',
      description: 'Si lo dejas vacío se usa el título de la página. Ideal: hasta 60 caracteres.',
      type: 'string',
      validation: (rule) =>
        rule.max(60).warning('Los buscadores suelen cortar los títulos de más de 60 caracteres.'),
    }),
    defineField({
      name: 'description',
      title: 'Descripción para buscadores',
      description: 'Resumen de la página en una o dos frases. Ideal: hasta 160 caracteres.',
      type: 'text',
      rows: 3,
      validation: (rule) =>
        rule
          .max(160)
          .warning('Los buscadores suelen cortar las descripciones de más de 160 caracteres.'),
    }),
  ],
  preview: {
    select: { title: 'title', description: 'description' },
    prepare: ({ title, description }) => ({
      title: title ?? 'Sin título para buscadores',
      subtitle: description,
    }),
  },
})
