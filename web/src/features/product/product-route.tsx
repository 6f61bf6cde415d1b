import {
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router'
import { freshContent } from '../../lib/fresh-content'
import { notFound } from '../../lib/not-found'
import { pageMeta } from '../../lib/page-meta'
import { productStructuredData, siteDataIn } from '../../lib/seo/page-structured-data'
import { previewImage } from '../../lib/seo/social-image'
import { client } from '../../lib/sanity/client'
import { productCarouselQuery, productPageQuery } from '../../lib/sanity/queries'
import { ProductPage } from './product-page'

async function loadProduct(slug: string | undefined) {
  if (!slug) throw notFound()
  const [product, carousel] = await Promise.all([
    client.fetch(productPageQuery, { slug }),
    client.fetch(productCarouselQuery),
  ])
  if (!product) throw notFound()
  return { product, carousel: carousel ?? [] }
}

export async function loader({ params }: LoaderFunctionArgs) {
  return loadProduct(params.slug)
}

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  return freshContent(
    () => loadProduct(params.slug),
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

export default function ProductRoute() {
  const { product, carousel } = useLoaderData<typeof clientLoader>()
  return <ProductPage product={product} carousel={carousel} />
}
