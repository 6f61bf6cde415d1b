import { defineField, defineType } from 'sanity'
import { PlayIcon } from '@sanity/icons/Play'
import { imageWithAlt } from '../fields/imageWithAlt'

export const promoVideo = defineType({
  name: 'promoVideo',
  title: 'Video promocional',
  type: 'object',
  icon: PlayIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Título',
      description: 'Nombre del video; también lo leen los lectores de pantalla.',
      type: 'string',
      validation: (rule) => rule.required().error('Escribe el título del video.'),
    }),
    defineField({
      name: 'video',
      title: 'Video',
      description:
        'Video corto y liviano (MP4). Se reproduce en bucle y sin sonido en la cuadrícula.',
      type: 'file',
      options: { accept: 'video/*' },
      validation: (rule) => rule.required().error('Sube el video.'),
    }),
    imageWithAlt({
      name: 'poster',
      title: 'Imagen de portada',
      description: 'Se ve mientras el video carga.',
      required: true,
    }),
  ],
  preview: {
    select: { title: 'title', media: 'poster' },
  },
})
