import { client } from '../../lib/sanity/client'
import { contactPageQuery } from '../../lib/sanity/queries'
import { contactPageContent } from './contact-page-content'

/**
 * The contact page's content. Kept apart from the route so the browser loads the Sanity client
 * and queries only when it asks Sanity.
 */
export async function loadContactPage() {
  return contactPageContent(await client.fetch(contactPageQuery))
}
