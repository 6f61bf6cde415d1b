import type { SlugIsUniqueValidator } from 'sanity'
import { apiVersion } from '../../env'

/**
 * Products and categories share one address space (/rehoboth/<slug>), so a slug must be free
 * across both types, not only within its own.
 */
export const isUniqueSlug: SlugIsUniqueValidator = async (slug, context) => {
  const publishedId = context.document?._id.replace(/^drafts\./, '') ?? ''
  const client = context.getClient({ apiVersion })
  return client.fetch<boolean>(
    `!defined(*[_type in ["product", "category"] && slug.current == $slug && !(_id in [$publishedId, $draftId]) && !(_id in path("versions.**"))][0]._id)`,
    { slug, publishedId, draftId: `drafts.${publishedId}` },
  )
}
