import { useRouteLoaderData } from 'react-router'
import type { SiteData } from './site-data-loader'

export type { SiteData }

/** The shared content, as loaded by the root route, for any page that needs it. */
export function useSiteData(): SiteData | undefined {
  return useRouteLoaderData<SiteData>('root')
}
