import type { VisitOrigin } from '../../src/features/contact/visit-origin.ts'

/** How a request's origin is read back: the query gives null for what the visit did not have. */
export type StoredOrigin = { [Field in keyof VisitOrigin]-?: string | null }

// The sources campaigns tag their links with, as sales call them.
const sourceNames: Record<string, string> = {
  catalogo: 'Catálogo',
  correo: 'Correo',
  email: 'Correo',
  facebook: 'Facebook',
  google: 'Google',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
  youtube: 'YouTube',
}

/**
 * Where a request came from, in one line for sales: the campaign's source (named as sales call
 * the known ones), else the referring site, else «Directo»; then the medium, campaign, content and
 * term the link had and the visit's first page. For example
 * «Instagram · campaña navidad-2026 · página /RestauradorDeFaros».
 */
export function arrivedFrom(origin: StoredOrigin): string {
  const source = origin.utmSource
    ? (sourceNames[origin.utmSource.toLowerCase()] ?? origin.utmSource)
    : (origin.referrerHost ?? 'Directo')
  return [
    source,
    origin.utmMedium && `medio ${origin.utmMedium}`,
    origin.utmCampaign && `campaña ${origin.utmCampaign}`,
    origin.utmContent && `contenido ${origin.utmContent}`,
    origin.utmTerm && `término ${origin.utmTerm}`,
    origin.landingPath && `página ${origin.landingPath}`,
  ]
    .filter(Boolean)
    .join(' · ')
}
