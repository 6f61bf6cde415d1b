import type { HomePageContent } from '../../data/home-page.ts'
import type { SiteSettingsContent } from '../../data/site-settings.ts'
import type { HomePage, SiteSettings } from '@rehoboth/shared/sanity-types'
import { documentIds, keyedReference } from '../document-ids.ts'
import type { MediaLibrary } from '../media.ts'
import { seo, systemFields } from './common.ts'

function productReferences(slugs: readonly string[]) {
  return slugs.map((slug) => keyedReference(slug, documentIds.product(slug)))
}

export function homePageDocument(
  content: HomePageContent,
  slideCount: number,
  media: MediaLibrary,
): HomePage {
  const { catalogueBanner } = content
  return {
    ...systemFields(documentIds.homePage, 'homePage'),
    slides: Array.from({ length: slideCount }, (_, index) =>
      keyedReference(`slide${index + 1}`, documentIds.slide(index + 1)),
    ),
    promoText: content.promoText,
    categoryCards: content.categoryCards.map((slug) =>
      keyedReference(slug, documentIds.category(slug)),
    ),
    catalogueBanner: {
      heading: catalogueBanner.heading,
      text: catalogueBanner.text,
      buttonText: catalogueBanner.buttonText,
      image: media.image(catalogueBanner.image.path, catalogueBanner.image.alt),
    },
    featuredProducts: productReferences(content.featuredProductSlugs),
    productCarousel: productReferences(content.productCarouselSlugs),
    advantages: content.advantages.map((advantage) => ({
      _key: advantage.icon,
      _type: 'advantage',
      ...advantage,
    })),
    promoVideos: content.promoVideos.map((promoVideo, index) => ({
      _key: `promoVideo${index + 1}`,
      _type: 'promoVideo',
      title: promoVideo.title,
      video: media.file(promoVideo.video),
      poster: media.image(promoVideo.poster.path, promoVideo.poster.alt),
    })),
  }
}

export function siteSettingsDocument(
  content: SiteSettingsContent,
  media: MediaLibrary,
): SiteSettings {
  return {
    ...systemFields(documentIds.siteSettings, 'siteSettings'),
    brandName: content.brandName,
    logo: media.image(content.logo.path, content.logo.alt),
    contactBanner: media.image(content.contactBanner.path, content.contactBanner.alt),
    landline: content.landline,
    mobile: content.mobile,
    customerServiceEmail: content.customerServiceEmail,
    salesEmails: content.salesEmails,
    whatsappNumber: content.whatsappNumber,
    chatQuickMessages: content.chatQuickMessages.map((message, index) => ({
      _key: `quickMessage${index + 1}`,
      _type: 'chatQuickMessage',
      ...message,
    })),
    chatProductMessage: content.chatProductMessage,
    catalogueLinkSource: content.catalogueLinkSource,
    address: content.address,
    mapEmbedUrl: content.mapEmbedUrl,
    emailExample: content.emailExample,
    cataloguePdf: media.file(content.cataloguePdf),
    paymentUrl: content.paymentUrl,
    aboutUrl: content.aboutUrl,
    staticContactUrl: content.staticContactUrl,
    dataPolicyUrl: content.dataPolicyUrl,
    social: content.social,
    seo: seo(content.seo),
  }
}
