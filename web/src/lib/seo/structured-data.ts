/** schema.org descriptions of the site's pages, as JSON-LD objects. */

type JsonLd = Record<string, unknown>

const context = 'https://schema.org'

export type OrganizationFacts = {
  name: string
  url: string
  logo?: string
  telephones: string[]
  email?: string | null
  address?: string | null
  sameAs: string[]
}

export function organizationJsonLd(facts: OrganizationFacts): JsonLd {
  const contactPoints = contactPointsOf(facts)
  return {
    '@context': context,
    '@type': 'Organization',
    name: facts.name,
    url: facts.url,
    ...(facts.logo && { logo: facts.logo }),
    ...(contactPoints.length > 0 && { contactPoint: contactPoints }),
    ...(facts.address && {
      address: { '@type': 'PostalAddress', streetAddress: facts.address, addressCountry: 'CO' },
    }),
    ...(facts.sameAs.length > 0 && { sameAs: facts.sameAs }),
  }
}

/** One customer-service point per phone number (each with the e-mail), or the e-mail alone. */
function contactPointsOf({ telephones, email }: OrganizationFacts): JsonLd[] {
  const point = (telephone?: string) => ({
    '@type': 'ContactPoint',
    contactType: 'customer service',
    ...(telephone && { telephone: telephone.replace(/[^\d+]/g, '') }),
    ...(email && { email }),
    areaServed: 'CO',
    availableLanguage: 'es',
  })
  const phones = telephones.filter(Boolean)
  if (phones.length) return phones.map(point)
  return email ? [point()] : []
}

export type ProductFacts = {
  name: string
  description?: string | null
  url: string
  image?: string
  brand: string
  category?: string | null
  /** The product's Codigo, and whether it is a made-up sample rather than its real barcode. */
  code?: { value: string; isSample: boolean }
}

export function productJsonLd(facts: ProductFacts): JsonLd {
  const code = facts.code
  return {
    '@context': context,
    '@type': 'Product',
    name: facts.name,
    url: facts.url,
    ...(facts.description && { description: facts.description }),
    ...(facts.image && { image: [facts.image] }),
    brand: { '@type': 'Brand', name: facts.brand },
    ...(facts.category && { category: facts.category }),
    ...(code && { sku: code.value }),
    ...(code && !code.isSample && isEan13(code.value) && { gtin13: code.value }),
  }
}

/** Thirteen digits whose last one is the EAN check digit of the first twelve. */
export function isEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false
  const digits = [...code].map(Number)
  const weighted = digits
    .slice(0, 12)
    .reduce((sum, digit, index) => sum + digit * (index % 2 === 0 ? 1 : 3), 0)
  return (10 - (weighted % 10)) % 10 === digits[12]
}

export type Crumb = { name: string; url: string }

export function breadcrumbListJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}
