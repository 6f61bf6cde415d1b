import {
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router'
import { freshContent } from '../../lib/fresh-content'
import { asLoaded, useLiveQuery } from '../../lib/sanity/live-query'
import { pageMeta } from '../../lib/page-meta'
import { productStructuredData, siteDataIn } from '../../lib/seo/page-structured-data'
import { previewImage } from '../../lib/seo/social-image'
import { ProductPage } from './product-page'

// Both loaders import the page's Sanity module when they run: the browser's loader only when it
// first asks Sanity, so the Sanity client and queries are not part of the page's initial script.
export async function loader({ params }: LoaderFunctionArgs) {
  const { loadProductPage } = await import('./load-product-page')
  return loadProductPage(params.slug)
}

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  const { loadProductPage } = await import('./load-product-page')
  return freshContent(
    () => loadProductPage(params.slug),
    () => serverLoader<typeof loader>(),
  )
}

export const meta: MetaFunction<typeof clientLoader> = ({
  matches,
  location,
  loaderData,
  error,
}) => {
  const product = loaderData?.product
  const description = product?.seo?.description ?? product?.cardDescription
  const brand = siteDataIn(matches)?.settings.brandName
  return pageMeta({
    matches,
    location,
    error,
    title: product?.title,
    seo: { title: product?.seo?.title, description },
    image: previewImage(product?.image),
    type: 'product',
    structuredData: product && brand ? productStructuredData(product, brand, description) : [],
  })
}

export { PageErrorBoundary as ErrorBoundary } from '../../components/page-error-boundary'

export default function ProductRoute() {
  const loaded = useLoaderData<typeof clientLoader>()
  const product = useLiveQuery(
    'productPageQuery',
    { slug: loaded.product.slug ?? '' },
    loaded.product,
    asLoaded,
  )
  const carousel = useLiveQuery('productCarouselQuery', {}, loaded.carousel, asLoaded)
  return <ProductPage product={product} carousel={carousel} />
}
