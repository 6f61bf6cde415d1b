import {
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router'
import { freshContent } from '../../lib/fresh-content'
import { asLoaded, useLiveQuery } from '../../lib/sanity/live-query'
import { pageMeta } from '../../lib/page-meta'
import { CataloguePage } from './catalogue-page'

/** The catalogue routes are the category slugs themselves: '/paraTuAuto' shows 'paraTuAuto'. */
function categorySlug(url: URL): string {
  return url.pathname.split('/').filter(Boolean).pop() ?? ''
}

// Both loaders import the page's Sanity module when they run: the browser's loader only when it
// first asks Sanity, so the Sanity client and queries are not part of the page's initial script.
export async function loader({ url }: LoaderFunctionArgs) {
  const { loadCataloguePage } = await import('./load-catalogue-page')
  return loadCataloguePage(categorySlug(url))
}

export async function clientLoader({ url, serverLoader }: ClientLoaderFunctionArgs) {
  const { loadCataloguePage } = await import('./load-catalogue-page')
  return freshContent(
    () => loadCataloguePage(categorySlug(url)),
    () => serverLoader<typeof loader>(),
  )
}

export const meta: MetaFunction<typeof clientLoader> = ({ matches, location, loaderData, error }) =>
  pageMeta({
    matches,
    location,
    title: loaderData?.category.title,
    seo: loaderData?.category.seo,
    error,
  })

export { PageErrorBoundary as ErrorBoundary } from '../../components/page-error-boundary'

export default function CatalogueRoute() {
  const loaded = useLoaderData<typeof clientLoader>()
  const category = useLiveQuery(
    'categoryPageQuery',
    { slug: loaded.category.slug ?? '' },
    loaded.category,
    asLoaded,
  )
  return <CataloguePage category={category} />
}
