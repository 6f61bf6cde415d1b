import { defineField, defineType } from 'sanity'
import { StarIcon } from '@sanity/icons/Star'

export const advantageIcons = [
  { title: 'Fórmulas efectivas', value: 'formula' },
  { title: 'Amigable con el medio ambiente', value: 'eco' },
  { title: 'Fácil de usar', value: 'easy' },
  { title: 'Calidad garantizada', value: 'quality' },
]

export const advantage = defineType({
  name: 'advantage',
  title: 'Ventaja',
  type: 'object',
  icon: StarIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Título',
      type: 'string',
      validation: (rule) => rule.required().error('Escribe el título de la ventaja.'),
    }),
    defineField({ name: 'description', title: 'Descripción', type: 'text', rows: 3 }),
    defineField({
      name: 'icon',
      title: 'Ícono',
      description: 'El dibujo que acompaña la ventaja en la sección «Por qué elegirnos».',
      type: 'string',
      options: { list: advantageIcons, layout: 'radio' },
      validation: (rule) => rule.required().error('Elige el ícono de la ventaja.'),
    }),
  ],
  preview: {
    select: { title: 'title', icon: 'icon' },
    prepare: ({ title, icon }) => ({
      title,
      subtitle: advantageIcons.find((option) => option.value === icon)?.title,
    }),
  },
})
