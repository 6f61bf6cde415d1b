import { notFound } from '../../lib/not-found'
import { client } from '../../lib/sanity/client'
import { productCarouselQuery, productPageQuery } from '../../lib/sanity/queries'

/**
 * A product page's content: the product with that slug (or a 404) and the products of its
 * carousel. Kept apart from the route so the browser loads the Sanity client and queries only when
 * it asks Sanity.
 */
export async function loadProductPage(slug: string | undefined) {
  if (!slug) throw notFound()
  const [product, carousel] = await Promise.all([
    client.fetch(productPageQuery, { slug }),
    client.fetch(productCarouselQuery),
  ])
  if (!product) throw notFound()
  return { product, carousel: carousel ?? [] }
}
