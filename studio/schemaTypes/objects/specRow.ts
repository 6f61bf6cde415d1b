import { defineField, defineType } from 'sanity'
import { ThListIcon } from '@sanity/icons/ThList'
import { isValidEan13 } from '../fields/ean13'

export const specLabels = [
  { title: 'Contenido', value: 'Contenido' },
  { title: 'Código', value: 'Codigo' },
  { title: 'Presentación', value: 'Presentación' },
  { title: 'Caja Master', value: 'Caja Master' },
]

/** Every product ships in a master box of 24 units (spec); a new row starts with it. */
export const masterBoxValue = '24 unidades'

interface SpecRowValue {
  label?: string
  value?: string
  isSampleCode?: boolean
}

const rowOf = (parent: unknown) => (parent ?? {}) as SpecRowValue

export const specRow = defineType({
  name: 'specRow',
  title: 'Fila de ficha técnica',
  type: 'object',
  icon: ThListIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Dato',
      description: 'Qué dato muestra la fila en la ficha del producto.',
      type: 'string',
      options: { list: specLabels, layout: 'dropdown' },
      // The list option also restricts the value to the four labels, under the same message.
      validation: (rule) =>
        rule
          .required()
          .error(
            'Elige qué dato muestra esta fila: Contenido, Código, Presentación o Caja Master.',
          ),
    }),
    defineField({
      name: 'value',
      title: 'Valor',
      description:
        'Por ejemplo: Aerosol, 7701234567890, 450ml o 24 unidades. En Código van los 13 dígitos del código de barras (EAN-13).',
      type: 'string',
      validation: (rule) => [
        rule.required().error('Escribe el valor de la fila.'),
        rule
          .custom((value: string | undefined, { parent }) =>
            rowOf(parent).label === 'Codigo' && value && !isValidEan13(value)
              ? 'No es un código EAN-13 válido: deben ser 13 dígitos y el último debe ser el dígito de control correcto.'
              : true,
          )
          .warning(),
        rule
          .custom((value: string | undefined, { parent }) =>
            rowOf(parent).label === 'Codigo' && value && rowOf(parent).isSampleCode
              ? 'Este es un código de ejemplo: reemplázalo por el código de barras real del producto.'
              : true,
          )
          .info(),
        rule
          .custom((value: string | undefined, { parent }) =>
            rowOf(parent).label === 'Caja Master' && value && value !== masterBoxValue
              ? `La Caja Master de todos los productos es de ${masterBoxValue}.`
              : true,
          )
          .warning(),
      ],
    }),
    defineField({
      name: 'isSampleCode',
      title: 'Código de ejemplo',
      description:
        'Márcalo si este código de barras es provisional (inventado) y aún falta el código real del producto.',
      type: 'boolean',
      initialValue: false,
      hidden: ({ parent }) => rowOf(parent).label !== 'Codigo',
    }),
  ],
  preview: {
    select: { label: 'label', value: 'value', isSampleCode: 'isSampleCode' },
    prepare: ({ label, value, isSampleCode }) => ({
      title: `${label ?? 'Sin dato'}: ${value ?? '—'}`,
      subtitle: label === 'Codigo' && isSampleCode ? 'Código de ejemplo' : undefined,
    }),
  },
})
