import { client } from './sanity/client'
import { navigationCategoriesQuery, siteSettingsQuery } from './sanity/queries'

/**
 * The content every page shares: `siteSettings` and the categories of the menus. Kept apart from
 * `useSiteData` so the browser loads the Sanity client and queries only when it asks Sanity.
 */
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
