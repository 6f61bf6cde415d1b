import {
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router'
import { freshContent } from '../../lib/fresh-content'
import { pageMeta } from '../../lib/page-meta'
import { productStructuredData, siteDataIn } from '../../lib/seo/page-structured-data'
import { previewImage } from '../../lib/seo/social-image'
import { loadProductPage } from './load-product-page'
import { ProductPage } from './product-page'

export async function loader({ params }: LoaderFunctionArgs) {
  return loadProductPage(params.slug)
}

// Imported when the browser first asks Sanity, so the Sanity client and queries are not part of
// the page's initial script. Not renamed: React Router's clientLoader split reads a renaming key
// (`{ loadProductPage: other }`) as the static import above and would bundle the module back in.
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
  const { product, carousel } = useLoaderData<typeof clientLoader>()
  return <ProductPage product={product} carousel={carousel} />
}
