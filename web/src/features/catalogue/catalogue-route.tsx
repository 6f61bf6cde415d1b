import {
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router'
import { freshContent } from '../../lib/fresh-content'
import { notFound } from '../../lib/not-found'
import { pageMeta } from '../../lib/page-meta'
import { client } from '../../lib/sanity/client'
import { categoryPageQuery } from '../../lib/sanity/queries'
import { CataloguePage } from './catalogue-page'

/** The catalogue routes are the category slugs themselves: '/paraTuAuto' shows 'paraTuAuto'. */
function categorySlug(url: URL): string {
  return url.pathname.split('/').filter(Boolean).pop() ?? ''
}

async function loadCategory(slug: string) {
  const category = await client.fetch(categoryPageQuery, { slug })
  if (!category) throw notFound()
  return { category }
}

export async function loader({ url }: LoaderFunctionArgs) {
  return loadCategory(categorySlug(url))
}

export async function clientLoader({ url, serverLoader }: ClientLoaderFunctionArgs) {
  return freshContent(
    () => loadCategory(categorySlug(url)),
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

export default function CatalogueRoute() {
  const { category } = useLoaderData<typeof clientLoader>()
  return <CataloguePage category={category} />
}
