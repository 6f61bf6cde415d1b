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

/** The barcode the «Valor» help shows as an example: a valid EAN-13, so copying it publishes. */
export const exampleBarcode = '7701234567897'

interface SpecRowValue {
  label?: string
  value?: string
  isSampleCode?: boolean
}

const rowOf = (parent: unknown) => (parent ?? {}) as SpecRowValue

/** What is wrong with a barcode, in the editor's words; true when it is a valid EAN-13. */
export function ean13Problem(code: string): true | string {
  if (!/^\d{13}$/.test(code)) {
    return 'El código EAN-13 son exactamente 13 números, sin letras, espacios ni guiones. Cópialo del código de barras del producto.'
  }
  if (!isValidEan13(code)) {
    return 'Este código EAN-13 no es válido: el último número (dígito de control) no corresponde a los 12 anteriores. Revisa que no falte ni sobre ningún número.'
  }
  return true
}

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
      description: `Por ejemplo: Aerosol, ${exampleBarcode}, 450ml o 24 unidades. En Código van los 13 dígitos del código de barras (EAN-13).`,
      type: 'string',
      validation: (rule) => [
        rule.required().error('Escribe el valor de la fila.'),
        // An error, so a wrong code cannot be published: shops scan it from the product page.
        rule
          .custom((value: string | undefined, { parent }) =>
            rowOf(parent).label === 'Codigo' && value ? ean13Problem(value) : true,
          )
          .error(),
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
