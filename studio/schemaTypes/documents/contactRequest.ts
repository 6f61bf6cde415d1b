import { defineField, defineType } from 'sanity'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { isExampleRequestId } from '@rehoboth/shared/example-requests'
import { StatusInput } from '../../contact-requests/attended-at'
import { colombianTime, colombiaTimeZone } from '../fields/colombianTime'

export const contactRequestStatuses = [
  { title: 'Nuevo', value: 'nuevo' },
  { title: 'En proceso', value: 'en-proceso' },
  { title: 'Atendido', value: 'atendido' },
]

/** How the e-mail to sales about a request went; the site's server writes it. */
export const noticeStatuses = [
  { title: 'Por enviar', value: 'pending' },
  { title: 'Enviando', value: 'sending' },
  { title: 'Enviado', value: 'sent' },
  { title: 'Envío fallido', value: 'failed' },
]

const fromForm = 'Lo escribió el visitante en el formulario de contacto; no se puede cambiar.'

const dateFormat = new Intl.DateTimeFormat('es-CO', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: colombiaTimeZone,
})

export const contactRequest = defineType({
  name: 'contactRequest',
  title: 'Solicitud de contacto',
  description: 'Mensajes enviados desde el formulario de contacto del sitio.',
  type: 'document',
  icon: EnvelopeIcon,
  // Follow-up is saved as it is typed: a request has no draft and nothing to publish.
  liveEdit: true,
  fields: [
    defineField({
      name: 'status',
      title: 'Estado',
      description: 'Actualízalo a medida que el equipo atiende la solicitud.',
      type: 'string',
      options: { list: contactRequestStatuses, layout: 'radio', direction: 'horizontal' },
      initialValue: 'nuevo',
      components: { input: StatusInput },
      validation: (rule) => rule.required().error('Elige el estado de la solicitud.'),
    }),
    defineField({
      name: 'attendedAt',
      title: 'Atendida el',
      description:
        'Se anota sola al elegir «Atendido» (y se borra si la solicitud vuelve a otro estado). El «Resumen» la usa para medir cuánto tarda ventas en atender.',
      type: 'datetime',
      options: colombianTime,
      readOnly: true,
      hidden: ({ value }) => !value,
    }),
    defineField({
      name: 'assignee',
      title: 'Quién la atiende',
      description: 'El nombre de la persona de ventas que sigue esta solicitud.',
      type: 'string',
    }),
    defineField({
      name: 'internalNotes',
      title: 'Notas internas',
      description: 'Lo que se habló o acordó con el cliente. El visitante nunca las ve.',
      type: 'text',
      rows: 4,
    }),
    defineField({
      name: 'notice',
      title: 'Correo a ventas',
      description:
        'El aviso que el sitio envía a los correos de ventas de la configuración del sitio. Si falló, se reintenta solo; también puedes usar «Reintentar envío».',
      type: 'object',
      readOnly: true,
      options: { collapsible: true, collapsed: false },
      fields: [
        defineField({
          name: 'status',
          title: 'Estado del envío',
          type: 'string',
          options: { list: noticeStatuses },
        }),
        defineField({ name: 'attempts', title: 'Intentos', type: 'number' }),
        defineField({ name: 'lastError', title: 'Último error', type: 'string' }),
        defineField({
          name: 'sentAt',
          title: 'Enviado el',
          type: 'datetime',
          options: colombianTime,
        }),
        defineField({
          name: 'nextAttemptAt',
          title: 'Próximo intento',
          type: 'datetime',
          options: colombianTime,
        }),
        defineField({
          name: 'claimedAt',
          title: 'Envío empezado el',
          type: 'datetime',
          options: colombianTime,
          hidden: true,
        }),
      ],
    }),
    defineField({
      name: 'createdAt',
      title: 'Recibida',
      description: 'Fecha y hora en que se envió el formulario.',
      type: 'datetime',
      options: colombianTime,
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
    defineField({
      name: 'origin',
      title: 'Origen',
      type: 'requestOrigin',
      readOnly: true,
      hidden: ({ value }) => !value,
      options: { collapsible: true, collapsed: false },
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
      id: '_id',
      firstNames: 'firstNames',
      lastNames: 'lastNames',
      email: 'email',
      createdAt: 'createdAt',
      status: 'status',
      notice: 'notice.status',
    },
    prepare: ({ id, firstNames, lastNames, email, createdAt, status, notice }) => {
      const name = [firstNames, lastNames].filter(Boolean).join(' ') || 'Sin nombre'
      const date = createdAt ? dateFormat.format(new Date(createdAt)) : 'Sin fecha'
      const statusTitle = contactRequestStatuses.find((option) => option.value === status)?.title
      return {
        title: name,
        subtitle: [
          // The seed's examples, in the local Studio: not a visitor's request.
          ...(typeof id === 'string' && isExampleRequestId(id) ? ['Ejemplo'] : []),
          email,
          date,
          statusTitle ?? 'Sin estado',
          ...(notice === 'failed' ? ['envío fallido'] : []),
        ].join(' · '),
      }
    },
  },
})
