import { catalogueSlugs } from '@rehoboth/shared/catalogues'
import { client } from '../src/lib/sanity/client.ts'
import { productSlugsQuery } from '../src/lib/sanity/queries.ts'

const sitePaths = ['/', '/Contacto', ...catalogueSlugs.map((slug) => `/${slug}`)]

/** Every address the build writes as a static page: the site's fixed pages and each product. */
export async function prerenderPaths(): Promise<string[]> {
  const productSlugs = await client.fetch(productSlugsQuery)
  return [...sitePaths, ...productSlugs.map((slug) => `/${slug}`)]
}
