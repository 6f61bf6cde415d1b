import { notFound } from '../../lib/not-found'
import { client } from '../../lib/sanity/client'
import { categoryPageQuery } from '../../lib/sanity/queries'

/**
 * A catalogue page's content: the category with that slug, or a 404. Kept apart from the route so
 * the browser loads the Sanity client and queries only when it asks Sanity.
 */
export async function loadCataloguePage(slug: string) {
  const category = await client.fetch(categoryPageQuery, { slug })
  if (!category) throw notFound()
  return { category }
}
