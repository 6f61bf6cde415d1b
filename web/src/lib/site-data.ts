import { useMemo } from 'react'
import { useRouteLoaderData } from 'react-router'
import { asLoaded, useLiveQuery } from './sanity/live-query'
import type { SiteData } from './site-data-loader'

export type { SiteData }

/**
 * The shared content, as loaded by the root route, for any page that needs it; in the Studio's
 * «Editar en la página», as the editor changes it.
 */
export function useSiteData(): SiteData | undefined {
  const loaded = useRouteLoaderData<SiteData>('root')
  const settings = useLiveQuery('siteSettingsQuery', {}, loaded?.settings, asLoaded)
  const categories = useLiveQuery('navigationCategoriesQuery', {}, loaded?.categories, asLoaded)
  return useMemo(
    () =>
      !loaded || (settings === loaded.settings && categories === loaded.categories)
        ? loaded
        : { settings: settings ?? loaded.settings, categories: categories ?? loaded.categories },
    [loaded, settings, categories],
  )
}
