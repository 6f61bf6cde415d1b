import { setupServer } from 'msw/node'
import { toSiteNavigation, type SiteNavigation } from '../features/navigation/site-navigation'
import { loadSiteData, type SiteData } from '../lib/site-data-loader'
import { offlineLakeHandlers } from '@rehoboth/seed/offline-lake'

/** Loads the shared site content the way the app does, from the offline Sanity API (seed data). */
export async function loadOfflineSiteData(): Promise<SiteData> {
  const server = setupServer(...offlineLakeHandlers())
  server.listen({ onUnhandledFrame: 'error' })
  try {
    return await loadSiteData()
  } finally {
    server.close()
  }
}

export async function loadOfflineSiteNavigation(): Promise<SiteNavigation> {
  const site = await loadOfflineSiteData()
  return toSiteNavigation(site.settings, site.categories)
}
