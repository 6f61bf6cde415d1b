import { defineArrayMember, defineField, defineType } from 'sanity'
import { CogIcon } from '@sanity/icons/Cog'
import { imageWithAlt } from '../fields/imageWithAlt'

const httpsOnly = { scheme: ['https'] }

const salesEmailPattern = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/

/** Where the product's name goes in the chat's message on a product page. */
export const productPlaceholder = '{producto}'

// A utm_source value: what marketing tags links with, so the request lists it as typed.
const linkSourcePattern = /^[a-z0-9_-]{1,50}$/

const quickMessageFields = (textDescription: string) => [
  defineField({
    name: 'label',
    title: 'Botón',
    description: 'La palabra del botón, corta, por ejemplo «Info».',
    type: 'string',
    validation: (rule) => [
      rule.required().error('Escribe la palabra del botón.'),
      rule.max(24).warning('Un botón corto cabe mejor en el chat del celular.'),
    ],
  }),
  defineField({
    name: 'text',
    title: 'Mensaje',
    description: textDescription,
    type: 'string',
    validation: (rule) => [
      rule.required().error('Escribe el mensaje que deja listo el botón.'),
      rule.max(200).error('Escribe como máximo 200 caracteres.'),
    ],
  }),
]

const socialLink = (name: string, network: string) =>
  defineField({
    name,
    title: network,
    description: `La dirección completa del perfil de la marca en ${network}.`,
    type: 'url',
    validation: (rule) => rule.uri(httpsOnly).error('Pega una dirección que empiece por https://.'),
  })

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Configuración del sitio',
  description:
    'Datos de la marca que se repiten en todas las páginas: contacto, enlaces, redes y pie de página.',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'brand', title: 'Marca', default: true },
    { name: 'contact', title: 'Contacto' },
    { name: 'links', title: 'Enlaces' },
    { name: 'social', title: 'Redes sociales' },
    { name: 'seo', title: 'Buscadores' },
  ],
  fields: [
    defineField({
      name: 'brandName',
      title: 'Nombre de la marca',
      type: 'string',
      group: 'brand',
      validation: (rule) => rule.required().error('Escribe el nombre de la marca.'),
    }),
    imageWithAlt({
      name: 'logo',
      title: 'Logo',
      description:
        'Se muestra en el encabezado de todas las páginas y lleva a la página de inicio.',
      group: 'brand',
    }),
    defineField({
      name: 'landline',
      title: 'Teléfono fijo',
      description:
        'Línea de atención que aparece en la página de contacto, por ejemplo +57 601 555 0100.',
      type: 'string',
      group: 'contact',
    }),
    defineField({
      name: 'mobile',
      title: 'Celular',
      description:
        'Línea celular de atención que aparece en la página de contacto y en el pie de página.',
      type: 'string',
      group: 'contact',
    }),
    defineField({
      name: 'customerServiceEmail',
      title: 'Correo de servicio al cliente',
      type: 'string',
      group: 'contact',
      validation: (rule) =>
        rule.email().error('Escribe un correo válido, por ejemplo servicio@ejemplo.com.'),
    }),
    defineField({
      name: 'salesEmails',
      title: 'Correo de ventas',
      description:
        'Cada solicitud del formulario de contacto llega por correo a estas direcciones, con un enlace para abrirla aquí.',
      type: 'array',
      of: [{ type: 'string', title: 'Correo' }],
      group: 'contact',
      validation: (rule) => [
        rule
          .custom((emails: string[] | undefined) =>
            emails?.length ? true : 'Sin correos de ventas, nadie recibe aviso de las solicitudes.',
          )
          .warning(),
        rule.custom((emails: string[] | undefined) => {
          const wrong = emails?.find((email) => !salesEmailPattern.test(email))
          return wrong === undefined ? true : `«${wrong}» no es un correo válido.`
        }),
      ],
    }),
    defineField({
      name: 'whatsappNumber',
      title: 'Número de WhatsApp',
      description:
        'El número al que llegan los mensajes del botón de WhatsApp: solo dígitos, con el indicativo del país y sin + ni espacios, por ejemplo 573001234567.',
      type: 'string',
      group: 'contact',
      validation: (rule) =>
        rule
          .regex(/^\d{8,15}$/, { name: 'solo dígitos' })
          .error('Usa solo dígitos, con el indicativo del país y sin + ni espacios.'),
    }),
    defineField({
      name: 'chatQuickMessages',
      title: 'Mensajes rápidos del chat de WhatsApp',
      description:
        'Los botones del chat de WhatsApp que dejan un mensaje listo para enviar, en este orden, en todas las páginas.',
      type: 'array',
      group: 'contact',
      of: [
        defineArrayMember({
          name: 'chatQuickMessage',
          title: 'Mensaje rápido',
          type: 'object',
          fields: quickMessageFields('El mensaje que queda escrito al tocar el botón.'),
          preview: { select: { title: 'label', subtitle: 'text' } },
        }),
      ],
      validation: (rule) => rule.max(4).warning('Con más de 4 botones el chat se llena.'),
    }),
    defineField({
      name: 'chatProductMessage',
      title: 'Mensaje rápido en la página de un producto',
      description:
        'Un botón más del chat, después de los otros, en la página de cada producto: así el mensaje a ventas dice de qué producto se trata.',
      type: 'object',
      group: 'contact',
      fields: quickMessageFields(
        `Escribe ${productPlaceholder} donde va el nombre del producto, por ejemplo «Quiero cotizar ${productPlaceholder}».`,
      ),
      validation: (rule) =>
        rule.custom((message: { text?: string } | undefined) =>
          !message?.text || message.text.includes(productPlaceholder)
            ? true
            : `Escribe ${productPlaceholder} en el mensaje, donde va el nombre del producto.`,
        ),
    }),
    defineField({
      name: 'address',
      title: 'Dirección',
      description: 'La dirección que aparece en el pie de página.',
      type: 'text',
      rows: 2,
      group: 'contact',
    }),
    defineField({
      name: 'mapEmbedUrl',
      title: 'Mapa (dirección para insertar)',
      description:
        'En Google Maps: Compartir › Insertar un mapa, y copia solo la dirección que está entre comillas después de src=.',
      type: 'url',
      group: 'contact',
      validation: (rule) =>
        rule.uri(httpsOnly).error('Pega una dirección que empiece por https://.'),
    }),
    imageWithAlt({
      name: 'contactBanner',
      title: 'Imagen del banner de contacto',
      description:
        'La imagen de productos del banner de la página Contáctanos, junto a los teléfonos y el correo. Imagen horizontal y ancha.',
      group: 'contact',
    }),
    defineField({
      name: 'emailExample',
      title: 'Correo de ejemplo del formulario',
      description:
        'Se muestra como ejemplo en el campo de correo del formulario de contacto y en su mensaje de error, por ejemplo nombre@ejemplo.com.',
      type: 'string',
      group: 'contact',
      validation: (rule) =>
        rule.email().error('Escribe un correo válido, por ejemplo nombre@ejemplo.com.'),
    }),
    defineField({
      name: 'cataloguePdf',
      title: 'Catálogo en PDF',
      description:
        'El archivo que se abre desde «Catálogo» en el menú y desde el anuncio de la página de inicio.',
      type: 'file',
      options: { accept: 'application/pdf' },
      group: 'links',
    }),
    defineField({
      name: 'catalogueLinkSource',
      title: 'Fuente de los enlaces del catálogo',
      description:
        'La etiqueta utm_source que llevan los enlaces del catálogo en PDF, para que una solicitud que llegó desde el catálogo lo diga en su «Origen». Cuenta desde la próxima vez que se genere el catálogo (npm run catalogue).',
      type: 'string',
      group: 'links',
      initialValue: 'catalogo',
      validation: (rule) =>
        rule
          .regex(linkSourcePattern, { name: 'etiqueta' })
          .error('Usa solo minúsculas sin tildes, números y guiones, por ejemplo catalogo.'),
    }),
    defineField({
      name: 'paymentUrl',
      title: 'Pagos en línea',
      description: 'La página de pago que abre el botón «Pagos en línea».',
      type: 'url',
      group: 'links',
      validation: (rule) =>
        rule.uri(httpsOnly).error('Pega una dirección que empiece por https://.'),
    }),
    defineField({
      name: 'aboutUrl',
      title: 'Conócenos',
      description: 'La página «Conócenos» enlazada desde el menú del celular.',
      type: 'url',
      group: 'links',
      validation: (rule) =>
        rule.uri(httpsOnly).error('Pega una dirección que empiece por https://.'),
    }),
    defineField({
      name: 'staticContactUrl',
      title: 'Página de contacto externa',
      description: 'La página de contacto enlazada desde el menú del celular.',
      type: 'url',
      group: 'links',
      validation: (rule) =>
        rule.uri(httpsOnly).error('Pega una dirección que empiece por https://.'),
    }),
    defineField({
      name: 'dataPolicyUrl',
      title: 'Política de tratamiento de datos',
      description: 'La página «Políticas» enlazada desde el pie de página.',
      type: 'url',
      group: 'links',
      validation: (rule) =>
        rule.uri(httpsOnly).error('Pega una dirección que empiece por https://.'),
    }),
    defineField({
      name: 'social',
      title: 'Redes sociales',
      description:
        'Los íconos del pie de página. Un ícono sin dirección se muestra pero no lleva a ninguna parte.',
      type: 'object',
      group: 'social',
      fields: [
        socialLink('facebook', 'Facebook'),
        socialLink('instagram', 'Instagram'),
        socialLink('youtube', 'YouTube'),
        socialLink('linkedin', 'LinkedIn'),
      ],
    }),
    defineField({
      name: 'seo',
      title: 'Buscadores (SEO) por defecto',
      description: 'Título y descripción que usan las páginas que no tienen los suyos.',
      type: 'seo',
      group: 'seo',
    }),
  ],
  preview: {
    select: { brandName: 'brandName', media: 'logo' },
    prepare: ({ brandName, media }) => ({
      title: 'Configuración del sitio',
      subtitle: brandName,
      media,
    }),
  },
})
