import { defineArrayMember, defineField, defineType } from 'sanity'
import { HomeIcon } from '@sanity/icons/Home'
import { imageWithAlt } from '../fields/imageWithAlt'
import { videoFirst } from '../fields/videoFirst'

// Titled: Sanity names an untitled reference «Reference to …», in English, in the item's dialog.
const productReference = defineArrayMember({
  type: 'reference',
  title: 'Producto',
  to: [{ type: 'product' }],
})

export const homePage = defineType({
  name: 'homePage',
  title: 'Página de inicio',
  type: 'document',
  icon: HomeIcon,
  groups: [
    { name: 'top', title: 'Carrusel y presentación', default: true },
    { name: 'products', title: 'Productos' },
    { name: 'more', title: 'Ventajas y videos' },
  ],
  fields: [
    defineField({
      name: 'slides',
      title: 'Diapositivas del carrusel',
      description:
        'Las 4 diapositivas del carrusel principal. Arrastra cada una por el asa (⋮⋮) para cambiar el orden: el sitio las muestra en este orden. La primera es el video.',
      type: 'array',
      options: { sortable: true },
      group: 'top',
      of: [defineArrayMember({ type: 'reference', title: 'Diapositiva', to: [{ type: 'slide' }] })],
      validation: (rule) => [
        rule.required().length(4).error('El carrusel necesita exactamente 4 diapositivas.'),
        rule.unique().error('Cada diapositiva puede aparecer una sola vez.'),
        rule.custom(videoFirst).error(),
      ],
    }),
    defineField({
      name: 'promoText',
      title: 'Texto promocional',
      description: 'El texto que aparece bajo el carrusel.',
      type: 'text',
      rows: 3,
      group: 'top',
    }),
    defineField({
      name: 'categoryCards',
      title: 'Tarjetas de categorías',
      description:
        'Las categorías que se muestran como tarjetas. Arrastra para cambiar el orden. El texto y el ícono de cada tarjeta se editan en la categoría.',
      type: 'array',
      options: { sortable: true },
      group: 'top',
      of: [
        defineArrayMember({ type: 'reference', title: 'Categoría', to: [{ type: 'category' }] }),
      ],
      validation: (rule) => rule.unique().error('Cada categoría puede aparecer una sola vez.'),
    }),
    defineField({
      name: 'catalogueBanner',
      title: 'Anuncio del catálogo',
      description:
        'El anuncio que abre el catálogo en PDF (el archivo se sube en Configuración del sitio).',
      type: 'object',
      group: 'top',
      fields: [
        defineField({ name: 'heading', title: 'Título', type: 'string' }),
        defineField({ name: 'text', title: 'Texto', type: 'text', rows: 3 }),
        defineField({
          name: 'buttonText',
          title: 'Texto del botón',
          description: 'Por ejemplo: Descargar catálogo.',
          type: 'string',
        }),
        imageWithAlt({ name: 'image', title: 'Imagen' }),
      ],
    }),
    defineField({
      name: 'featuredProducts',
      title: 'Productos destacados',
      description:
        'Los 6 productos del carrusel «PRODUCTOS DESTACADOS». Arrastra para cambiar el orden: el sitio sigue este orden.',
      type: 'array',
      options: { sortable: true },
      group: 'products',
      of: [productReference],
      validation: (rule) => [
        rule.required().length(6).error('Elige exactamente 6 productos destacados.'),
        rule.unique().error('Cada producto puede aparecer una sola vez.'),
      ],
    }),
    defineField({
      name: 'productCarousel',
      title: 'Carrusel de las páginas de producto',
      description:
        'Los 6 productos del carrusel que aparece al final de cada página de producto. Arrastra para cambiar el orden: el sitio sigue este orden.',
      type: 'array',
      options: { sortable: true },
      group: 'products',
      of: [productReference],
      validation: (rule) => [
        rule.required().length(6).error('Elige exactamente 6 productos para el carrusel.'),
        rule.unique().error('Cada producto puede aparecer una sola vez.'),
      ],
    }),
    defineField({
      name: 'advantages',
      title: 'Por qué elegirnos',
      description: 'Las 4 ventajas de la marca. Arrastra para cambiar el orden.',
      type: 'array',
      options: { sortable: true },
      group: 'more',
      of: [defineArrayMember({ type: 'advantage' })],
      validation: (rule) => rule.required().length(4).error('Escribe exactamente 4 ventajas.'),
    }),
    defineField({
      name: 'promoVideos',
      title: 'Videos promocionales',
      description:
        'Entre 4 y 5 videos; la página muestra los 4 primeros. Arrastra para cambiar el orden.',
      type: 'array',
      options: { sortable: true },
      group: 'more',
      of: [defineArrayMember({ type: 'promoVideo' })],
      validation: (rule) =>
        rule.required().min(4).max(5).error('Agrega entre 4 y 5 videos promocionales.'),
    }),
  ],
  preview: {
    prepare: () => ({ title: 'Página de inicio' }),
  },
})
