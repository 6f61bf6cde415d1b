import { defineField, defineType } from 'sanity'
import { EnvelopeIcon } from '@sanity/icons/Envelope'

export const contactRequestStatuses = [
  { title: 'Nuevo', value: 'nuevo' },
  { title: 'En proceso', value: 'en-proceso' },
  { title: 'Atendido', value: 'atendido' },
]

const fromForm = 'Lo escribió el visitante en el formulario de contacto; no se puede cambiar.'

const dateFormat = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeStyle: 'short' })

export const contactRequest = defineType({
  name: 'contactRequest',
  title: 'Solicitud de contacto',
  description: 'Mensajes enviados desde el formulario de contacto del sitio.',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    defineField({
      name: 'status',
      title: 'Estado',
      description: 'Actualízalo a medida que el equipo atiende la solicitud.',
      type: 'string',
      options: { list: contactRequestStatuses, layout: 'radio', direction: 'horizontal' },
      initialValue: 'nuevo',
      validation: (rule) => rule.required().error('Elige el estado de la solicitud.'),
    }),
    defineField({
      name: 'createdAt',
      title: 'Recibida',
      description: 'Fecha y hora en que se envió el formulario.',
      type: 'datetime',
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'firstNames',
      title: 'Nombres',
      description: fromForm,
      type: 'string',
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'lastNames',
      title: 'Apellidos',
      description: fromForm,
      type: 'string',
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'email',
      title: 'Correo electrónico',
      description: fromForm,
      type: 'string',
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'phone',
      title: 'Teléfono',
      description: 'Con el indicativo del país. ' + fromForm,
      type: 'string',
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'country',
      title: 'País',
      description: fromForm,
      type: 'string',
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'state',
      title: 'Departamento o estado',
      description: fromForm,
      type: 'string',
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'city',
      title: 'Ciudad',
      description: fromForm,
      type: 'string',
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'message',
      title: 'Mensaje',
      description: fromForm,
      type: 'text',
      rows: 5,
      readOnly: true,
    }),
    defineField({
      name: 'product',
      title: 'Producto consultado',
      description:
        'El producto desde el que llegó la solicitud, si la envió desde «Cotizar Ahora».',
      type: 'reference',
      to: [{ type: 'product' }],
      readOnly: true,
    }),
  ],
  orderings: [
    {
      title: 'Más recientes primero',
      name: 'createdAtDesc',
      by: [{ field: 'createdAt', direction: 'desc' }],
    },
  ],
  preview: {
    select: {
      firstNames: 'firstNames',
      lastNames: 'lastNames',
      email: 'email',
      createdAt: 'createdAt',
      status: 'status',
    },
    prepare: ({ firstNames, lastNames, email, createdAt, status }) => {
      const name = [firstNames, lastNames].filter(Boolean).join(' ') || 'Sin nombre'
      const date = createdAt ? dateFormat.format(new Date(createdAt)) : 'Sin fecha'
      const statusTitle = contactRequestStatuses.find((option) => option.value === status)?.title
      return {
        title: name,
        subtitle: [email, date, statusTitle ?? 'Sin estado'].join(' · '),
      }
    },
  },
})
