import { fileUrl } from '../../lib/sanity/file'
import { responsiveImage, type ResponsiveImage } from '../../lib/sanity/image'
import type {
  NavigationCategoriesQueryResult,
  SiteSettingsQueryResult,
} from '@rehoboth/shared/sanity-types'

export type NavigationCategory = {
  slug: string
  label: string
}

export type SocialNetwork = {
  name: 'Facebook' | 'Instagram' | 'YouTube' | 'LinkedIn'
  url: string | undefined
}

/** What the header, side menu and footer show, from `siteSettings` and the home categories. */
export type SiteNavigation = {
  brandName: string
  logo: ResponsiveImage | undefined
  categories: NavigationCategory[]
  cataloguePdfUrl: string | undefined
  paymentUrl: string | undefined
  aboutUrl: string | undefined
  staticContactUrl: string | undefined
  dataPolicyUrl: string | undefined
  socialNetworks: SocialNetwork[]
  address: string | undefined
  phone: string | undefined
  mapEmbedUrl: string | undefined
}

const present = (value: string | null | undefined) => value ?? undefined

export function toSiteNavigation(
  settings: NonNullable<SiteSettingsQueryResult>,
  categories: NavigationCategoriesQueryResult,
): SiteNavigation {
  return {
    brandName: settings.brandName ?? '',
    logo: responsiveImage(settings.logo, { widths: [200, 400], sizes: '200px' }),
    // A reference to an unpublished category resolves to null.
    categories: (categories ?? []).flatMap((category) =>
      category?.slug && category.menuLabel
        ? [{ slug: category.slug, label: category.menuLabel }]
        : [],
    ),
    cataloguePdfUrl: settings.cataloguePdf?.url ? fileUrl(settings.cataloguePdf.url) : undefined,
    paymentUrl: present(settings.paymentUrl),
    aboutUrl: present(settings.aboutUrl),
    staticContactUrl: present(settings.staticContactUrl),
    dataPolicyUrl: present(settings.dataPolicyUrl),
    socialNetworks: [
      { name: 'Facebook', url: present(settings.social?.facebook) },
      { name: 'Instagram', url: present(settings.social?.instagram) },
      { name: 'YouTube', url: present(settings.social?.youtube) },
      { name: 'LinkedIn', url: present(settings.social?.linkedin) },
    ],
    address: present(settings.address),
    phone: present(settings.mobile) ?? present(settings.landline),
    mapEmbedUrl: present(settings.mapEmbedUrl),
  }
}
