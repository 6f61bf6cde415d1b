import { siteBase } from '../sanity/env'

/** Public origin used until the deployment sets SITE_URL: clearly a sample, never a real site. */
export const SAMPLE_SITE_URL = 'https://www.example.com'

// Vite exposes SITE_URL to the bundles (envPrefix in vite.config.ts); plain Node (the React Router
// config writing the sitemap) reads the environment.
const viteEnv: Partial<ImportMetaEnv> & { SITE_URL?: string } = import.meta.env ?? {}
const processEnv: Record<string, string | undefined> = globalThis.process?.env ?? {}

/** The origin the site is published at, without a trailing slash: 'https://www.example.com'. */
export function toSiteOrigin(configured: string | undefined): string {
  if (!configured?.trim()) return SAMPLE_SITE_URL
  const url = new URL(configured.trim())
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL "${configured}" is not an http(s) address.`)
  }
  return url.origin
}

export const siteOrigin = toSiteOrigin(
  viteEnv.SITE_URL ?? viteEnv.VITE_SITE_URL ?? processEnv.SITE_URL ?? processEnv.VITE_SITE_URL,
)

/**
 * Absolute address of a page of the site, without a trailing slash whichever way it was reached:
 * '/paraTuAuto/' -> 'https://…/rehoboth/paraTuAuto'; the home page is the base itself.
 */
export function pageUrl(pathname: string, origin = siteOrigin, base = siteBase): string {
  return `${origin}${base}${pathname.replace(/^\/+|\/+$/g, '')}`
}

/** An address as crawlers need it: absolute, resolved against the site's origin. */
export function absoluteUrl(address: string, origin = siteOrigin): string {
  return new URL(address, `${origin}/`).href
}
