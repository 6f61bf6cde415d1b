import { defineArrayMember, defineField, defineType } from 'sanity'
import { StackIcon } from '@sanity/icons/Stack'

export const catalogueSection = defineType({
  name: 'catalogueSection',
  title: 'Sección del catálogo',
  type: 'object',
  icon: StackIcon,
  fields: [
    defineField({
      name: 'heading',
      title: 'Encabezado',
      description:
        'Título sobre este grupo de productos, por ejemplo «Embellecimiento y Cuidado Exterior». Déjalo vacío si la sección no lleva título.',
      type: 'string',
    }),
    defineField({
      name: 'products',
      title: 'Productos',
      description:
        'Las tarjetas de producto de esta sección. Arrastra cada tarjeta por el asa (⋮⋮) para cambiar el orden: el catálogo del sitio las muestra en este orden.',
      type: 'array',
      options: { sortable: true },
      of: [defineArrayMember({ type: 'reference', title: 'Producto', to: [{ type: 'product' }] })],
      validation: (rule) => [
        rule.required().min(1).error('Agrega al menos un producto a la sección.'),
        rule.unique().error('Cada producto puede aparecer una sola vez en la sección.'),
      ],
    }),
  ],
  preview: {
    select: { heading: 'heading', products: 'products' },
    prepare: ({ heading, products }) => {
      const count = Array.isArray(products) ? products.length : 0
      return {
        title: heading || 'Sección sin encabezado',
        subtitle: count === 1 ? '1 producto' : `${count} productos`,
      }
    },
  },
})
