import { useRouteLoaderData } from 'react-router'
import { client } from './sanity/client'
import { navigationCategoriesQuery, siteSettingsQuery } from './sanity/queries'

/** The content every page shares: `siteSettings` and the categories of the menus. */
export async function loadSiteData() {
  const [settings, categories] = await Promise.all([
    client.fetch(siteSettingsQuery),
    client.fetch(navigationCategoriesQuery),
  ])
  if (!settings?.brandName) {
    throw new Error('Sanity has no published siteSettings document.')
  }
  return { settings, categories }
}

export type SiteData = Awaited<ReturnType<typeof loadSiteData>>

/** The shared content, as loaded by the root route, for any page that needs it. */
export function useSiteData(): SiteData | undefined {
  return useRouteLoaderData<SiteData>('root')
}
