import { defineField, defineType } from 'sanity'
import { SparklesIcon } from '@sanity/icons/Sparkles'

export const scents = [
  { title: 'Café', value: 'Cafe' },
  { title: 'Jazmín', value: 'Jazmin' },
  { title: 'Limón', value: 'Limon' },
  { title: 'Océano', value: 'Oceano' },
  { title: 'Rosa', value: 'Rosa' },
]

export const scentVariant = defineType({
  name: 'scentVariant',
  title: 'Aroma',
  type: 'object',
  icon: SparklesIcon,
  fields: [
    defineField({
      name: 'scent',
      title: 'Aroma',
      type: 'string',
      options: { list: scents, layout: 'dropdown' },
      validation: (rule) => rule.required().error('Elige el aroma.'),
    }),
    defineField({
      name: 'product',
      title: 'Producto de este aroma',
      description: 'La página del producto a la que lleva la miniatura de este aroma.',
      type: 'reference',
      to: [{ type: 'product' }],
      validation: (rule) => rule.required().error('Elige el producto de este aroma.'),
    }),
  ],
  preview: {
    select: { scent: 'scent', productTitle: 'product.title', media: 'product.image' },
    prepare: ({ scent, productTitle, media }) => ({
      title: scents.find((option) => option.value === scent)?.title ?? 'Sin aroma',
      subtitle: productTitle,
      media,
    }),
  },
})
