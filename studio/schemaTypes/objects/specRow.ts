import { defineField, defineType } from 'sanity'
import { ThListIcon } from '@sanity/icons/ThList'

export const specLabels = [
  { title: 'Contenido', value: 'Contenido' },
  { title: 'Código', value: 'Codigo' },
  { title: 'Presentación', value: 'Presentación' },
  { title: 'Caja Master', value: 'Caja Master' },
]

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
      validation: (rule) => rule.required().error('Elige qué dato muestra esta fila.'),
    }),
    defineField({
      name: 'value',
      title: 'Valor',
      description: 'Por ejemplo: Aerosol, 7701234567890, 450ml o 24 unidades.',
      type: 'string',
      validation: (rule) => rule.required().error('Escribe el valor de la fila.'),
    }),
    defineField({
      name: 'isSampleCode',
      title: 'Código de ejemplo',
      description:
        'Márcalo si este código de barras es provisional (inventado) y aún falta el código real del producto.',
      type: 'boolean',
      initialValue: false,
      hidden: ({ parent }) => (parent as { label?: string } | undefined)?.label !== 'Codigo',
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
