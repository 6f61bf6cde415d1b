import { isRouteErrorResponse, type MetaDescriptor } from 'react-router'
import type { SocialImage } from './seo/social-image'
import { pageUrl } from './seo/site-url'

type SiteMeta = {
  siteName: string
  title?: string | null
  description?: string | null
  /** The picture link previews show for pages without one of their own. */
  image?: SocialImage
}

/** The site's own tags: the root route's meta, which every page builds on. */
export function siteMeta({ siteName, title, description, image }: SiteMeta): MetaDescriptor[] {
  return [
    { name: 'application-name', content: siteName },
    ...titleAndDescription(title || siteName, description),
    ...imageTags(image),
  ]
}

type PageMeta = {
  matches: ReadonlyArray<{ meta: MetaDescriptor[] } | undefined>
  /** The page's address below the site's base ('/paraTuAuto'): its canonical URL. */
  location: { pathname: string }
  /** The page's name, shown followed by the site's name when the editors set no SEO title. */
  title?: string | null
  seo?: { title?: string | null; description?: string | null } | null
  /** The page's own picture for link previews; the site's otherwise. */
  image?: SocialImage
  type?: 'website' | 'product'
  /** schema.org descriptions of the page. */
  structuredData?: Record<string, unknown>[]
  /** The error the route's loader threw, if any: a 404 is titled as the 404 page. */
  error?: unknown
}

/** A page's tags: the editors' SEO title and description, or the page's name and the site's. */
export function pageMeta({
  matches,
  location,
  title,
  seo,
  image,
  type = 'website',
  structuredData = [],
  error,
}: PageMeta): MetaDescriptor[] {
  const rootMeta = matches[0]?.meta ?? []
  const siteName = contentOf(rootMeta, 'application-name') ?? ''
  if (isNotFound(error)) {
    return [
      { name: 'application-name', content: siteName },
      { title: notFoundTitle(siteName) },
      { name: 'robots', content: 'noindex' },
    ]
  }
  const fallbackTitle = title ? `${title} | ${siteName}` : siteName
  const url = pageUrl(location.pathname)
  return [
    { name: 'application-name', content: siteName },
    ...titleAndDescription(
      seo?.title || fallbackTitle,
      seo?.description || contentOf(rootMeta, 'description'),
    ),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:url', content: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'es_CO' },
    ...(image ? imageTags(image) : rootMeta.filter(isImageTag)),
    ...structuredData.map((data) => ({ 'script:ld+json': data })),
  ]
}

function titleAndDescription(title: string, description: string | null | undefined) {
  return [
    { title },
    { property: 'og:title', content: title },
    { name: 'twitter:title', content: title },
    ...(description
      ? [
          { name: 'description', content: description },
          { property: 'og:description', content: description },
          { name: 'twitter:description', content: description },
        ]
      : []),
  ]
}

function imageTags(image: SocialImage | undefined): MetaDescriptor[] {
  if (!image) return [{ name: 'twitter:card', content: 'summary' }]
  return [
    { property: 'og:image', content: image.url },
    ...(image.width && image.height
      ? [
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
        ]
      : []),
    ...(image.alt ? [{ property: 'og:image:alt', content: image.alt }] : []),
    { name: 'twitter:card', content: image.width ? 'summary_large_image' : 'summary' },
    { name: 'twitter:image', content: image.url },
    ...(image.alt ? [{ name: 'twitter:image:alt', content: image.alt }] : []),
  ]
}

function isImageTag(descriptor: MetaDescriptor): boolean {
  const key =
    'property' in descriptor ? descriptor.property : 'name' in descriptor && descriptor.name
  return typeof key === 'string' && /^(og:image|twitter:card|twitter:image)/.test(key)
}

function contentOf(meta: MetaDescriptor[], name: string): string | undefined {
  for (const descriptor of meta) {
    if ('name' in descriptor && descriptor.name === name && 'content' in descriptor) {
      return String(descriptor.content)
    }
  }
  return undefined
}

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404
}

export function notFoundTitle(siteName: string): string {
  return `Página no encontrada | ${siteName}`
}
