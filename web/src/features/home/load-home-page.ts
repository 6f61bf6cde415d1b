import { client } from '../../lib/sanity/client'
import { homePageQuery } from '../../lib/sanity/queries'

/**
 * The home page's content: the `homePage` document. Kept apart from the route so the browser
 * loads the Sanity client and queries only when it asks Sanity.
 */
export async function loadHomePage() {
  const homePage = await client.fetch(homePageQuery)
  if (!homePage) throw new Error('Sanity has no published homePage document.')
  return { homePage }
}
