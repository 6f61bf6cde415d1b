import { defineField, defineType } from 'sanity'
import { PresentationIcon } from '@sanity/icons/Presentation'
import { imageWithAlt } from '../fields/imageWithAlt'

export const slideKinds = [
  { title: 'Video', value: 'video' },
  { title: 'Imagen', value: 'image' },
]

type SlideKind = 'video' | 'image'

/** Image slides stay the spec's fixed 5 seconds; videos stay as long as their own duration. */
export const imageSlideSeconds = 5

/** 'Imagen · 5 s' or 'Video · 22 s': the kind and how long the slide stays on screen. */
export function slideSummary(kind: string | undefined, durationMs: number | undefined): string {
  const kindTitle = slideKinds.find((option) => option.value === kind)?.title
  if (!kindTitle) return 'Sin tipo'
  const seconds = kind === 'video' ? (durationMs ?? 0) / 1000 : imageSlideSeconds
  return seconds > 0 ? `${kindTitle} · ${seconds} s` : `${kindTitle} · sin duración`
}

const kindOf = (document: unknown): SlideKind | undefined =>
  (document as { kind?: SlideKind } | undefined)?.kind

const isKind =
  (kind: SlideKind) =>
  ({ document }: { document?: unknown }) =>
    kindOf(document) === kind

export const slide = defineType({
  name: 'slide',
  title: 'Diapositiva',
  type: 'document',
  icon: PresentationIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Nombre interno',
      description:
        'Solo para reconocer la diapositiva aquí en el editor; no se muestra en el sitio.',
      type: 'string',
      validation: (rule) =>
        rule.required().error('Escribe un nombre para reconocer la diapositiva.'),
    }),
    defineField({
      name: 'kind',
      title: 'Tipo',
      description:
        'Una imagen se muestra 5 segundos; un video se muestra durante la duración que indiques y se reproduce sin sonido.',
      type: 'string',
      options: { list: slideKinds, layout: 'radio', direction: 'horizontal' },
      initialValue: 'image',
      validation: (rule) =>
        rule.required().error('Elige si la diapositiva es una imagen o un video.'),
    }),
    imageWithAlt({
      name: 'image',
      title: 'Imagen',
      description: 'Imagen horizontal y ancha, como un cartel.',
      hidden: ({ document }) => kindOf(document) !== 'image',
      validation: (rule) =>
        rule.custom((value, context) =>
          isKind('image')(context) && !value?.asset ? 'Sube la imagen de la diapositiva.' : true,
        ),
    }),
    defineField({
      name: 'video',
      title: 'Video',
      description: 'Video horizontal en MP4, lo más liviano posible.',
      type: 'file',
      options: { accept: 'video/*' },
      hidden: ({ document }) => kindOf(document) !== 'video',
      validation: (rule) =>
        rule.custom((value, context) =>
          isKind('video')(context) && !value?.asset ? 'Sube el video de la diapositiva.' : true,
        ),
    }),
    imageWithAlt({
      name: 'poster',
      title: 'Imagen de portada del video',
      description: 'Se ve mientras el video carga y si el navegador no puede reproducirlo.',
      hidden: ({ document }) => kindOf(document) !== 'video',
      validation: (rule) =>
        rule.custom((value, context) =>
          isKind('video')(context) && !value?.asset ? 'Sube la imagen de portada del video.' : true,
        ),
    }),
    defineField({
      name: 'phoneImage',
      title: 'Imagen para teléfonos (opcional)',
      description:
        'Se muestra en pantallas de 768 px de ancho o menos en lugar de la imagen principal (y, en un video, en lugar del video). Vertical, 4:5 (por ejemplo 800 × 1000 px), con las palabras grandes: en un teléfono se ve a la mitad de su tamaño. El texto alternativo de la imagen principal sirve para las dos: escribe en él las palabras de la imagen.',
      type: 'image',
      options: { hotspot: true },
    }),
    defineField({
      name: 'durationMs',
      title: 'Duración del video (milisegundos)',
      description:
        'Cuánto tiempo se queda el video antes de pasar a la siguiente diapositiva. 22000 = 22 segundos.',
      type: 'number',
      hidden: ({ document }) => kindOf(document) !== 'video',
      validation: (rule) =>
        rule.custom((value, context) => {
          if (!isKind('video')(context)) return true
          if (value === undefined) return 'Indica cuánto dura el video en milisegundos.'
          return value > 0 ? true : 'La duración debe ser mayor que 0.'
        }),
    }),
  ],
  preview: {
    select: {
      title: 'title',
      kind: 'kind',
      durationMs: 'durationMs',
      image: 'image',
      poster: 'poster',
    },
    prepare: ({ title, kind, durationMs, image, poster }) => ({
      title,
      subtitle: slideSummary(kind, durationMs),
      media: kind === 'video' ? poster : image,
    }),
  },
})
