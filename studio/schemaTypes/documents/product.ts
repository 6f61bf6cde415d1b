import { defineArrayMember, defineField, defineType } from 'sanity'
import { PackageIcon } from '@sanity/icons/Package'
import { SITE_BASE } from '@rehoboth/shared/site-base'
import { imageWithAlt } from '../fields/imageWithAlt'
import { isUniqueSlug } from '../fields/isUniqueSlug'
import { checkLegacySlug, legacySlugify } from '../fields/legacySlug'
import { masterBoxValue } from '../objects/specRow'

/** Lengths beyond which the text no longer fits its place on the site. */
const limits = { title: 40, subtitle: 90, cardDescription: 160 }

export const product = defineType({
  name: 'product',
  title: 'Producto',
  type: 'document',
  icon: PackageIcon,
  groups: [
    { name: 'content', title: 'Contenido', default: true },
    { name: 'specs', title: 'Ficha técnica' },
    { name: 'seo', title: 'Buscadores' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Nombre del producto',
      description:
        'Tal como se muestra en la página y en las tarjetas, por ejemplo «RESTAURADOR DE FAROS».',
      type: 'string',
      group: 'content',
      validation: (rule) => [
        rule.required().error('Escribe el nombre del producto.'),
        rule
          .max(limits.title)
          .warning(
            `Los nombres de más de ${limits.title} caracteres ocupan más de dos líneas en las tarjetas.`,
          ),
      ],
    }),
    defineField({
      name: 'subtitle',
      title: 'Subtítulo',
      description: 'Frase corta bajo el nombre en la página del producto.',
      type: 'string',
      group: 'content',
      validation: (rule) => [
        rule.required().error('Escribe el subtítulo.'),
        rule
          .max(limits.subtitle)
          .warning(
            `Un subtítulo de más de ${limits.subtitle} caracteres se lee mejor en la descripción.`,
          ),
      ],
    }),
    defineField({
      name: 'slug',
      title: 'Dirección de la página',
      description: `La parte final de la dirección web, por ejemplo «RestauradorDeFaros» en ${SITE_BASE}RestauradorDeFaros. Se respetan mayúsculas y la ortografía de las direcciones existentes: cambiarla rompe los enlaces ya compartidos.`,
      type: 'slug',
      group: 'content',
      options: { source: 'title', slugify: legacySlugify, isUnique: isUniqueSlug },
      // One chain: the slug type's own uniqueness check comes with `rule`, so a second rule would run it twice.
      validation: (rule) => rule.required().custom((value) => checkLegacySlug(value?.current)),
    }),
    defineField({
      name: 'category',
      title: 'Categoría',
      description: 'Agrupa el producto bajo Para tu vehiculo, Para tu Hogar o Para tu Trabajo.',
      type: 'reference',
      to: [{ type: 'category' }],
      group: 'content',
      validation: (rule) => rule.required().error('Elige la categoría del producto.'),
    }),
    imageWithAlt({
      name: 'image',
      title: 'Imagen principal',
      group: 'content',
      description:
        'La foto grande de la página del producto (con zoom). Fondo limpio, buena resolución.',
      required: true,
    }),
    imageWithAlt({
      name: 'cardImage',
      title: 'Imagen de la tarjeta',
      group: 'content',
      description:
        'Opcional: otra foto para las tarjetas del catálogo. Si la dejas vacía se usa la imagen principal.',
    }),
    defineField({
      name: 'cardDescription',
      title: 'Texto de la tarjeta',
      description: 'Descripción breve (una o dos frases) que aparece en la tarjeta del catálogo.',
      type: 'text',
      rows: 3,
      group: 'content',
      validation: (rule) => [
        rule.required().error('Escribe el texto de la tarjeta.'),
        rule
          .max(limits.cardDescription)
          .warning(
            `Las tarjetas muestran bien hasta ${limits.cardDescription} caracteres; acorta el texto.`,
          ),
      ],
    }),
    defineField({
      name: 'specs',
      title: 'Ficha técnica',
      description:
        'Las filas Contenido, Código, Presentación y Caja Master que se muestran junto a la foto.',
      type: 'array',
      group: 'specs',
      of: [defineArrayMember({ type: 'specRow' })],
      initialValue: [
        { _type: 'specRow', _key: 'contenido', label: 'Contenido' },
        { _type: 'specRow', _key: 'codigo', label: 'Codigo', isSampleCode: false },
        { _type: 'specRow', _key: 'presentacion', label: 'Presentación' },
        { _type: 'specRow', _key: 'cajaMaster', label: 'Caja Master', value: masterBoxValue },
      ],
    }),
    defineField({
      name: 'description',
      title: 'Descripción',
      description:
        'Beneficios, modo de uso y recomendaciones. Usa subtítulos y listas para que se lea fácil.',
      type: 'array',
      group: 'content',
      of: [
        defineArrayMember({
          type: 'block',
          title: 'Bloque de texto',
          styles: [
            { title: 'Párrafo', value: 'normal' },
            { title: 'Subtítulo', value: 'h3' },
          ],
          lists: [
            { title: 'Viñetas', value: 'bullet' },
            { title: 'Numerada', value: 'number' },
          ],
          marks: {
            decorators: [
              { title: 'Negrita', value: 'strong' },
              { title: 'Cursiva', value: 'em' },
            ],
            annotations: [],
          },
        }),
      ],
    }),
    defineField({
      name: 'scentVariants',
      title: 'Aromas',
      description:
        'Solo para los productos con varios aromas (siliconas para tablero): las miniaturas que llevan a cada aroma. Déjalo vacío en los demás productos.',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'scentVariant' })],
      validation: (rule) => rule.unique().error('Cada aroma puede aparecer una sola vez.'),
    }),
    defineField({ name: 'seo', title: 'Buscadores (SEO)', type: 'seo', group: 'seo' }),
  ],
  orderings: [
    { title: 'Nombre', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] },
    { title: 'Dirección', name: 'slugAsc', by: [{ field: 'slug.current', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', media: 'image' },
    prepare: ({ title, slug, media }) => ({
      title,
      subtitle: slug ? `/${slug}` : 'Sin dirección',
      media,
    }),
  },
})
