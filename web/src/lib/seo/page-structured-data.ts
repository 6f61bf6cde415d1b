import type { ProductPageQueryResult } from '@rehoboth/shared/sanity-types'
import type { SiteData } from '../site-data'
import { previewImage, siteImage } from './social-image'
import { pageUrl } from './site-url'
import { breadcrumbListJsonLd, organizationJsonLd, productJsonLd } from './structured-data'

type Settings = SiteData['settings']
type Product = NonNullable<ProductPageQueryResult>

/** The shared content, as the root route loaded it, seen from a route's `meta`. */
export function siteDataIn(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): SiteData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as SiteData | undefined
}

/** The home page describes the company behind the site. */
export function homeStructuredData(settings: Settings) {
  return [
    organizationJsonLd({
      name: settings.brandName ?? '',
      url: pageUrl('/'),
      logo: siteImage(settings.logo)?.url,
      telephones: [settings.landline, settings.mobile].filter((phone) => phone != null),
      email: settings.customerServiceEmail,
      address: settings.address,
      sameAs: Object.values(settings.social ?? {}).filter((link) => link != null),
    }),
  ]
}

/** A product page describes the product and where it sits: Inicio > its catalogue > itself. */
export function productStructuredData(product: Product, brand: string, description?: string) {
  const url = pageUrl(`/${product.slug}`)
  const code = product.specs?.find((spec) => spec.label === 'Codigo')
  return [
    productJsonLd({
      name: product.title,
      description,
      url,
      image: previewImage(product.image)?.url,
      brand,
      category: product.category.title,
      code: code && { value: code.value, isSample: code.isSampleCode ?? false },
    }),
    breadcrumbListJsonLd([
      { name: 'Inicio', url: pageUrl('/') },
      { name: product.category.title, url: pageUrl(`/${product.category.slug}`) },
      { name: product.title, url },
    ]),
  ]
}
