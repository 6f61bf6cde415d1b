import { LaunchIcon } from '@sanity/icons/Launch'
import type { DocumentActionComponent } from 'sanity'
import { publicPageUrl } from './publicPageUrl'

interface WithSlug {
  slug?: { current?: string }
}

/**
 * 'Ver en el sitio': opens the published page of a product or category in a new tab. The site
 * shows published content, so the button follows the published slug and waits for a first publish.
 */
export const viewOnSiteAction: DocumentActionComponent = ({ published }) => {
  const slug = (published as WithSlug | null)?.slug?.current
  return {
    label: 'Ver en el sitio',
    icon: LaunchIcon,
    disabled: !slug,
    title: slug
      ? `Abre ${publicPageUrl(slug)} en una pestaña nueva.`
      : 'Publica el documento para verlo en el sitio.',
    onHandle: () => {
      if (slug) window.open(publicPageUrl(slug), '_blank', 'noopener,noreferrer')
    },
  }
}
viewOnSiteAction.displayName = 'ViewOnSiteAction'
