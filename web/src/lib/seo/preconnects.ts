import type { LinkDescriptor } from 'react-router'
import { isOffline, projectId } from '../sanity/env'

/**
 * Opens the connections to Sanity's image CDN and API early. Offline both are served by the site
 * itself, so there is nothing to open.
 */
export const sanityPreconnects: LinkDescriptor[] = isOffline
  ? []
  : [
      { rel: 'preconnect', href: 'https://cdn.sanity.io' },
      {
        rel: 'preconnect',
        href: `https://${projectId}.apicdn.sanity.io`,
        crossOrigin: 'anonymous',
      },
    ]
