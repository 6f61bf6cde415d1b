import { defineField, defineType } from 'sanity'
import { LinkIcon } from '@sanity/icons/Link'

const fromLink = (tag: string, example: string) =>
  `La etiqueta ${tag} del enlace con que empezó la visita, si la tenía (por ejemplo «${example}»).`

/**
 * How the visitor reached the site in the visit that sent a request, as the site records it:
 * the visit's first page, the site that sent them (host only) and the campaign tags (utm_…) of
 * the link they followed. No cookies: the site keeps them in the tab for the visit.
 */
export const requestOrigin = defineType({
  name: 'requestOrigin',
  title: 'Origen',
  description:
    'Cómo llegó el visitante al sitio en la visita en que envió la solicitud: la primera página que abrió, el sitio desde donde venía y las etiquetas de campaña (utm_…) del enlace que siguió. Lo anota el sitio; no se puede cambiar.',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'landingPath',
      title: 'Primera página',
      description:
        'La primera página del sitio que abrió en esa visita (por ejemplo «/RestauradorDeFaros»).',
      type: 'string',
    }),
    defineField({
      name: 'referrerHost',
      title: 'Sitio de procedencia',
      description:
        'El sitio desde donde llegó, sin la dirección completa (por ejemplo «instagram.com»). Vacío si escribió la dirección o el navegador no lo dice.',
      type: 'string',
    }),
    defineField({
      name: 'utmSource',
      title: 'Fuente (utm_source)',
      description: fromLink('utm_source', 'instagram'),
      type: 'string',
    }),
    defineField({
      name: 'utmMedium',
      title: 'Medio (utm_medium)',
      description: fromLink('utm_medium', 'social'),
      type: 'string',
    }),
    defineField({
      name: 'utmCampaign',
      title: 'Campaña (utm_campaign)',
      description: fromLink('utm_campaign', 'navidad-2026'),
      type: 'string',
    }),
    defineField({
      name: 'utmContent',
      title: 'Contenido (utm_content)',
      description: fromLink('utm_content', 'historia-1'),
      type: 'string',
    }),
    defineField({
      name: 'utmTerm',
      title: 'Término (utm_term)',
      description: fromLink('utm_term', 'limpiador de motor'),
      type: 'string',
    }),
  ],
  preview: {
    select: {
      source: 'utmSource',
      referrer: 'referrerHost',
      campaign: 'utmCampaign',
      page: 'landingPath',
    },
    prepare: ({ source, referrer, campaign, page }) => ({
      title: source ?? referrer ?? 'Directo',
      subtitle: [campaign && `campaña ${campaign}`, page && `página ${page}`]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
