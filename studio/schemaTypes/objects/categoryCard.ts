import { defineField, defineType } from 'sanity'
import { ThLargeIcon } from '@sanity/icons/ThLarge'
import { imageWithAlt } from '../fields/imageWithAlt'

export const categoryCard = defineType({
  name: 'categoryCard',
  title: 'Tarjeta de la página de inicio',
  description: 'La tarjeta de esta categoría en la página de inicio, que lleva a su catálogo.',
  type: 'object',
  icon: ThLargeIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Título de la tarjeta',
      description: 'Por ejemplo: Auto y Moto, Hogar o Trabajo.',
      type: 'string',
      validation: (rule) => rule.required().error('Escribe el título de la tarjeta.'),
    }),
    defineField({
      name: 'description',
      title: 'Texto de la tarjeta',
      type: 'text',
      rows: 3,
    }),
    imageWithAlt({
      name: 'icon',
      title: 'Ícono',
      description: 'Dibujo pequeño que identifica la categoría.',
    }),
    defineField({
      name: 'buttonText',
      title: 'Texto del botón',
      description: 'Por ejemplo: Ver productos.',
      type: 'string',
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'buttonText', media: 'icon' },
  },
})
