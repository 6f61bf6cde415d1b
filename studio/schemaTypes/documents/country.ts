import { defineArrayMember, defineField, defineType } from 'sanity'
import { EarthAmericasIcon } from '@sanity/icons/EarthAmericas'
import { imageWithAlt } from '../fields/imageWithAlt'
import { isUniqueCountryCode } from '../fields/isUniqueCountryCode'

export const country = defineType({
  name: 'country',
  title: 'País',
  description: 'Países que se pueden elegir en el formulario de contacto.',
  type: 'document',
  icon: EarthAmericasIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Nombre',
      description: 'Por ejemplo «Colombia».',
      type: 'string',
      validation: (rule) => rule.required().error('Escribe el nombre del país.'),
    }),
    defineField({
      name: 'label',
      title: 'Texto en el selector',
      description: 'Cómo aparece el país en el selector «País» del formulario.',
      type: 'string',
      validation: (rule) => rule.required().error('Escribe el texto del selector.'),
    }),
    defineField({
      name: 'value',
      title: 'Código del país',
      description:
        'Código internacional de dos letras en mayúsculas: CO para Colombia, MX para México.',
      type: 'string',
      validation: (rule) => [
        rule
          .required()
          .regex(/^[A-Z]{2}$/, { name: 'código de dos letras' })
          .error('Usa el código de dos letras en mayúsculas, por ejemplo CO.'),
        rule.custom(async (value: string | undefined, context) =>
          !value || (await isUniqueCountryCode(value, context))
            ? true
            : 'Ya existe otro país con este código.',
        ),
      ],
    }),
    defineField({
      name: 'dialCode',
      title: 'Indicativo telefónico',
      description: 'Con el signo +, por ejemplo +57. Se pone delante del número en el formulario.',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\+\d{1,4}$/, { name: 'indicativo' })
          .error('Escribe el indicativo con el signo +, por ejemplo +57.'),
    }),
    defineField({
      name: 'nationalNumberLength',
      title: 'Dígitos del número de teléfono',
      description:
        'Cuántos dígitos tiene un número de teléfono del país sin el indicativo (10 en Colombia y México).',
      type: 'number',
      validation: (rule) =>
        rule.integer().positive().error('Escribe un número entero de dígitos, por ejemplo 10.'),
    }),
    imageWithAlt({
      name: 'flag',
      title: 'Bandera',
      description: 'Imagen pequeña de la bandera del país.',
    }),
    defineField({
      name: 'states',
      title: 'Departamentos o estados',
      description:
        'Los que se pueden elegir en el formulario después de elegir este país, con sus ciudades.',
      type: 'array',
      of: [defineArrayMember({ type: 'countryState' })],
    }),
  ],
  orderings: [{ title: 'Nombre', name: 'nameAsc', by: [{ field: 'name', direction: 'asc' }] }],
  preview: {
    select: { name: 'name', dialCode: 'dialCode', media: 'flag' },
    prepare: ({ name, dialCode, media }) => ({ title: name, subtitle: dialCode, media }),
  },
})
