import { useEffect, type ReactNode } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  type ClientLoaderFunctionArgs,
  type LinksFunction,
  type MetaFunction,
} from 'react-router'
import { ThemeProvider } from 'styled-components'
import { toSiteNavigation } from '../features/navigation/site-navigation'
import { EditOnPage } from '../features/preview/edit-on-page'
import { freshContent } from '../lib/fresh-content'
import { isNotFound, notFoundTitle, siteMeta } from '../lib/page-meta'
import { sanityPreconnects } from '../lib/seo/preconnects'
import { siteImage } from '../lib/seo/social-image'
import { useRevalidateAfterHydration } from './revalidate-after-hydration'
import { FirstScreenScript } from '../../page-boot/first-screen-script'
import { brandFontFile, brandFontStylesheet } from '../styles/brand-font'
import { globalStyles } from '../styles/global-style'
import { theme } from '../styles/theme'
import { deferredSection } from '../components/deferred-section'
import { SiteChrome } from './site-chrome'
import { useSiteData } from '../lib/site-data'
import { svgDataUrl } from '../lib/svg-data-url'
import faviconSvg from './favicon.svg?raw'

// Both loaders import the Sanity module when they run: the browser's loader only when it first
// asks Sanity, so the Sanity client is not part of the page's initial script.
export async function loader() {
  const { loadSiteData } = await import('../lib/site-data-loader')
  return loadSiteData()
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const { loadSiteData } = await import('../lib/site-data-loader')
  return freshContent(loadSiteData, () => serverLoader<typeof loader>())
}

// Written into the page: a request for it would end before the largest paint now and then, and
// Lighthouse counts such a request against that paint.
const favicon = svgDataUrl(faviconSvg)

export const links: LinksFunction = () => [
  { rel: 'icon', type: 'image/svg+xml', href: favicon },
  ...sanityPreconnects,
]

// When a page's loader fails, only the root's tags are rendered: a 404 is titled here.
export const meta: MetaFunction<typeof loader> = ({ loaderData, error }) => {
  if (!loaderData) return []
  const siteName = loaderData.settings.brandName ?? ''
  return siteMeta({
    siteName,
    title: isNotFound(error) ? notFoundTitle(siteName) : loaderData.settings.seo?.title,
    description: loaderData.settings.seo?.description,
    image: siteImage(loaderData.settings.logo),
  })
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-CO">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme.colors.navy} />
        <Meta />
        <Links />
        {/* Before styled-components' rules, which win where both set the same property. */}
        <style dangerouslySetInnerHTML={{ __html: globalStyles }} />
        <FirstScreenScript brandFont={brandFontStylesheet} brandFontFile={brandFontFile} />
      </head>
      <body>
        <ThemeProvider theme={theme}>
          <EditOnPage>
            <PageChrome>{children}</PageChrome>
          </EditOnPage>
        </ThemeProvider>
        <Scripts />
      </body>
    </html>
  )
}

/** The header, footer and chat around every page, inside EditOnPage so they follow the Studio. */
function PageChrome({ children }: { children: ReactNode }) {
  const site = useSiteData()
  return site ? (
    <SiteChrome
      navigation={toSiteNavigation(site.settings, site.categories)}
      whatsAppNumber={site.settings.whatsappNumber ?? undefined}
    >
      {children}
    </SiteChrome>
  ) : (
    children
  )
}

export default function App() {
  useRevalidateAfterHydration()
  useAppReadySignal()
  return <Outlet />
}

/**
 * `<html data-app="ready">` once React has hydrated the page: the one signal tests and the bench
 * wait for before they treat the page as the app's (before it, the prerendered HTML answers alone).
 */
function useAppReadySignal() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready'
  }, [])
}

// The SPA fallback (404.html) is rendered without the page's route: until the browser has asked
// Sanity it cannot tell a product published after the build from an address the site does not
// have, so it shows a neutral loading state, then the product or the 404 page. Its code, seldom
// needed, is not in the page's initial script.
const PageLoading = deferredSection(() =>
  import('../components/page-loading').then((module) => module.PageLoading),
)

export function HydrateFallback() {
  return <PageLoading />
}

// Reached only when the site's own data fails; each page route has the same boundary inside <main>.
export { PageErrorBoundary as ErrorBoundary } from '../components/page-error-boundary'
