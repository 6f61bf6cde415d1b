/** The e-mail that tells sales about one contact request: plain text and HTML, in Spanish. */

import type { LeadQueryResult } from '@rehoboth/shared/sanity-types'
import { arrivedFrom } from './arrived-from.ts'

type StoredLead = NonNullable<LeadQueryResult['lead']>

/**
 * The request as the notices read it (lead-notices.ts), without their bookkeeping. Requests
 * stored before the site noted where visits came from have no origin.
 */
export type Lead = Omit<StoredLead, '_rev' | 'notice' | 'origin'> &
  Partial<Pick<StoredLead, 'origin'>>

export type SalesMailSettings = {
  from: string
  recipients: readonly string[]
  /** Absolute address of a product's page, from its slug. */
  productUrl: (slug: string) => string
  /** Absolute address that opens the request in the Studio; none when no Studio is configured. */
  studioUrl: ((id: string) => string) | undefined
}

export type SalesMail = {
  from: string
  to: string[]
  replyTo?: { name: string; address: string }
  subject: string
  text: string
  html: string
}

const dateFormat = new Intl.DateTimeFormat('es-CO', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Bogota',
})

/** A value fit for a header: no line breaks or other control characters, so no header can be added. */
export function headerSafe(value: string | undefined): string {
  return (value ?? '')
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

const SIMPLE_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/

export function composeSalesMail(lead: Lead, settings: SalesMailSettings): SalesMail {
  const name =
    headerSafe([lead.firstNames, lead.lastNames].filter(Boolean).join(' ')) || 'Sin nombre'
  const productTitle = headerSafe(lead.product?.title)
  const productLink = lead.product?.slug ? settings.productUrl(lead.product.slug) : undefined
  const studioLink = settings.studioUrl?.(lead._id)
  const received = lead.createdAt ? dateFormat.format(new Date(lead.createdAt)) : undefined
  const replyAddress = headerSafe(lead.email)

  const rows: [label: string, value: string | undefined, href?: string][] = [
    ['Nombre', name],
    ['Teléfono', lead.phone, lead.phone ? `tel:${lead.phone.replace(/[^\d+]/g, '')}` : undefined],
    [
      'Correo',
      lead.email,
      SIMPLE_ADDRESS.test(replyAddress) ? `mailto:${replyAddress}` : undefined,
    ],
    ['País', lead.country],
    ['Departamento o estado', lead.state],
    ['Ciudad', lead.city],
    ['Producto', productTitle || undefined, productLink],
    ['Llegó desde', lead.origin ? headerSafe(arrivedFrom(lead.origin)) : undefined],
    ['Recibida', received],
  ]
  const message = lead.message?.trim() || '(sin mensaje)'

  const text = [
    `Nueva solicitud de contacto desde el sitio${productTitle ? `, sobre ${productTitle}` : ''}.`,
    '',
    ...rows
      .filter(([, value]) => value)
      .map(([label, value, href]) =>
        label === 'Producto' && href ? `${label}: ${value} (${href})` : `${label}: ${value}`,
      ),
    '',
    'Mensaje:',
    message,
    '',
    studioLink
      ? `Ábrela en el Studio para cambiar su estado: ${studioLink}`
      : 'Ábrela en el Studio, en «Solicitudes de contacto», para cambiar su estado.',
    'Responde a este correo para escribirle al cliente.',
  ].join('\n')

  const cell = (value: string, href?: string) =>
    href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value)
  const html = [
    '<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1a1a2e">',
    `<h1 style="font-size:20px">Nueva solicitud de contacto${productTitle ? `: ${escapeHtml(productTitle)}` : ''}</h1>`,
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows
      .filter(([, value]) => value)
      .map(
        ([label, value, href]) =>
          `<tr><th align="left" style="vertical-align:top">${escapeHtml(label)}</th><td>${cell(value!, href)}</td></tr>`,
      ),
    '</table>',
    '<h2 style="font-size:16px">Mensaje</h2>',
    `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
    studioLink
      ? `<p><a href="${escapeHtml(studioLink)}">Abrir la solicitud en el Studio</a> para cambiar su estado.</p>`
      : '<p>Ábrela en el Studio, en «Solicitudes de contacto», para cambiar su estado.</p>',
    '<p>Responde a este correo para escribirle al cliente.</p>',
    '</body></html>',
  ].join('\n')

  return {
    from: headerSafe(settings.from),
    to: settings.recipients.map(headerSafe).filter(Boolean),
    ...(SIMPLE_ADDRESS.test(replyAddress) && { replyTo: { name, address: replyAddress } }),
    subject: headerSafe(
      `Solicitud de contacto: ${name}${productTitle ? ` – ${productTitle}` : ''}`,
    ),
    text,
    html,
  }
}
