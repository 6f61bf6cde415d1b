import { isRouteErrorResponse, type MetaDescriptor } from 'react-router'

type SiteMeta = {
  siteName: string
  title?: string | null
  description?: string | null
}

/** The site's own tags: the root route's meta, which every page builds on. */
export function siteMeta({ siteName, title, description }: SiteMeta): MetaDescriptor[] {
  return [
    { name: 'application-name', content: siteName },
    ...titleAndDescription(title || siteName, description),
  ]
}

type PageMeta = {
  matches: ReadonlyArray<{ meta: MetaDescriptor[] } | undefined>
  /** The page's name, shown followed by the site's name when the editors set no SEO title. */
  title?: string | null
  seo?: { title?: string | null; description?: string | null } | null
  /** The error the route's loader threw, if any: a 404 is titled as the 404 page. */
  error?: unknown
}

/** A page's tags: the editors' SEO title and description, or the page's name and the site's. */
export function pageMeta({ matches, title, seo, error }: PageMeta): MetaDescriptor[] {
  const rootMeta = matches[0]?.meta ?? []
  const siteName = contentOf(rootMeta, 'application-name') ?? ''
  if (isNotFound(error)) {
    return [{ name: 'application-name', content: siteName }, { title: notFoundTitle(siteName) }]
  }
  const fallbackTitle = title ? `${title} | ${siteName}` : siteName
  return [
    { name: 'application-name', content: siteName },
    ...titleAndDescription(
      seo?.title || fallbackTitle,
      seo?.description || contentOf(rootMeta, 'description'),
    ),
  ]
}

function titleAndDescription(title: string, description: string | null | undefined) {
  return [
    { title },
    { property: 'og:title', content: title },
    ...(description
      ? [
          { name: 'description', content: description },
          { property: 'og:description', content: description },
        ]
      : []),
  ]
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
