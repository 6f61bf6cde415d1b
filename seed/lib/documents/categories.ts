import type { CategoryContent } from '../../data/categories.ts'
import type { Category } from '@rehoboth/shared/sanity-types'
import { documentIds, keyedReference } from '../document-ids.ts'
import type { MediaLibrary } from '../media.ts'
import { seo, systemFields } from './common.ts'

export function categoryDocument(content: CategoryContent, media: MediaLibrary): Category {
  const { homeCard } = content
  const sections: Category['sections'] = content.sections.map((section, index) => ({
    _key: `section${index + 1}`,
    _type: 'catalogueSection',
    ...(section.heading === undefined ? {} : { heading: section.heading }),
    products: section.productSlugs.map((slug) => keyedReference(slug, documentIds.product(slug))),
  }))
  return {
    ...systemFields(documentIds.category(content.slug), 'category'),
    title: content.title,
    slug: { _type: 'slug', current: content.slug },
    menuLabel: content.menuLabel,
    homeCard: {
      _type: 'categoryCard',
      title: homeCard.title,
      description: homeCard.description,
      icon: media.image(homeCard.icon.path, homeCard.icon.alt),
      buttonText: homeCard.buttonText,
    },
    ...(content.introHeading === undefined ? {} : { introHeading: content.introHeading }),
    ...(content.introDescription === undefined
      ? {}
      : { introDescription: content.introDescription }),
    ...(sections.length === 0 ? {} : { sections }),
    ...(content.emptyStateText === undefined ? {} : { emptyStateText: content.emptyStateText }),
    seo: seo(content.seo),
  }
}
