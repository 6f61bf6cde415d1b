import type { ValidationContext } from 'sanity'
import { apiVersion } from '../../env'

/** True when no other country (this one's draft and release versions aside) uses `code`. */
export async function isUniqueCountryCode(
  code: string,
  context: ValidationContext,
): Promise<boolean> {
  const publishedId = context.document?._id.replace(/^drafts\./, '') ?? ''
  const client = context.getClient({ apiVersion })
  const others = await client.fetch<number>(
    `count(*[_type == "country" && value == $code && !(_id in [$publishedId, $draftId]) && !(_id in path("versions.**"))])`,
    { code, publishedId, draftId: `drafts.${publishedId}` },
  )
  return others === 0
}
