import { siteMedia } from '../lib/media-paths.ts'
import type { ImageContent, SeoContent } from './types.ts'

export interface QuickMessageContent {
  label: string
  text: string
}

export interface SiteSettingsContent {
  brandName: string
  logo: ImageContent
  landline: string
  mobile: string
  customerServiceEmail: string
  salesEmails: string[]
  whatsappNumber: string
  /** The WhatsApp chat's buttons on every page: the spec's two. */
  chatQuickMessages: QuickMessageContent[]
  /** One more on a product page; «{producto}» stands for the product's name. */
  chatProductMessage: QuickMessageContent
  /** utm_source of the catalogue PDF's links. */
  catalogueLinkSource: string
  contactBanner: ImageContent
  address: string
  mapEmbedUrl: string
  cataloguePdf: string
  paymentUrl: string
  aboutUrl: string
  staticContactUrl: string
  dataPolicyUrl: string
  social: { facebook: string; instagram?: string; youtube?: string; linkedin?: string }
  emailExample: string
  seo: SeoContent
}

/**
 * The spec hides the real phone numbers, addresses and URLs, so these are clearly samples
 * (example.com hosts, 555 numbers) for the company to replace in the Studio.
 */
export const siteSettings: SiteSettingsContent = {
  brandName: 'Rehoboth',
  logo: { path: siteMedia.logo, alt: 'Rehoboth' },
  landline: '+57 601 555 0100',
  mobile: '+57 300 555 0100',
  customerServiceEmail: 'servicioalcliente@example.com',
  salesEmails: ['ventas@example.com', 'gerencia.comercial@example.com'],
  whatsappNumber: '573005550100',
  chatQuickMessages: [
    { label: 'Info', text: 'Hola, quiero más información' },
    { label: 'Ubicación', text: '¿Dónde están ubicados?' },
  ],
  chatProductMessage: { label: 'Cotizar', text: 'Quiero cotizar {producto}' },
  catalogueLinkSource: 'catalogo',
  contactBanner: {
    path: siteMedia.contactBanner,
    alt: 'Productos Rehoboth para auto, hogar y trabajo',
  },
  address: 'Km 2.5 vía Bogotá–Medellín, Cota, Cundinamarca',
  mapEmbedUrl:
    'https://www.google.com/maps?q=Km+2.5+v%C3%ADa+Bogot%C3%A1-Medell%C3%ADn%2C+Cota%2C+Cundinamarca&output=embed',
  cataloguePdf: siteMedia.cataloguePdf,
  paymentUrl: 'https://www.example.com/pagos-en-linea',
  aboutUrl: 'https://www.example.com/conocenos',
  staticContactUrl: 'https://www.example.com/contacto',
  dataPolicyUrl: 'https://www.example.com/politica-de-tratamiento-de-datos',
  social: { facebook: 'https://www.example.com/facebook/rehoboth' },
  emailExample: 'nombre@example.com',
  seo: {
    title: 'Rehoboth | Limpieza y mantenimiento en aerosol',
    description:
      'Productos Rehoboth de limpieza y mantenimiento para tu vehículo, tu hogar y tu trabajo. Fórmulas efectivas, fáciles de usar y de calidad garantizada.',
  },
}
