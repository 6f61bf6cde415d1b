import { defineField } from 'sanity'
import type { ConditionalProperty, ImageRule, ImageValue, ValidationBuilder } from 'sanity'

interface ImageWithAltOptions {
  name: string
  title: string
  description?: string
  group?: string
  required?: boolean
  hidden?: ConditionalProperty
  validation?: ValidationBuilder<ImageRule, ImageValue>
}

/** Every image of the site carries its own alt text, so each image field is built here. */
export function imageWithAlt({
  name,
  title,
  description,
  group,
  required = false,
  hidden,
  validation,
}: ImageWithAltOptions) {
  return defineField({
    name,
    title,
    description,
    type: 'image',
    options: { hotspot: true },
    group,
    hidden,
    fields: [
      defineField({
        name: 'alt',
        title: 'Texto alternativo',
        description:
          'Describe la imagen en pocas palabras para quien no puede verla (lectores de pantalla y buscadores).',
        type: 'string',
        validation: (rule) => rule.required().error('Escribe el texto alternativo de la imagen.'),
      }),
    ],
    validation:
      validation ??
      // An image with only its alt text (the picture removed, or never uploaded) has no picture.
      (required
        ? (rule) => rule.required().assetRequired().error(`Falta la imagen «${title}».`)
        : undefined),
  })
}
