import { defineArrayMember, defineField, defineType } from 'sanity'
import { PinIcon } from '@sanity/icons/Pin'

export const countryState = defineType({
  name: 'countryState',
  title: 'Departamento o estado',
  type: 'object',
  icon: PinIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Nombre',
      description: 'Tal como aparece en el selector del formulario de contacto.',
      type: 'string',
      validation: (rule) => rule.required().error('Escribe el nombre del departamento o estado.'),
    }),
    defineField({
      name: 'cities',
      title: 'Ciudades',
      description:
        'Las ciudades que se pueden elegir en el formulario después de este departamento o estado.',
      type: 'array',
      of: [defineArrayMember({ type: 'string', title: 'Ciudad' })],
      options: { layout: 'tags' },
      validation: (rule) => [
        rule.required().min(1).error('Agrega al menos una ciudad.'),
        rule.unique().error('Cada ciudad puede aparecer una sola vez.'),
      ],
    }),
  ],
  preview: {
    select: { name: 'name', cities: 'cities' },
    prepare: ({ name, cities }) => {
      const count = Array.isArray(cities) ? cities.length : 0
      return { title: name, subtitle: count === 1 ? '1 ciudad' : `${count} ciudades` }
    },
  },
})
