import type { CustomValidator } from 'sanity'
import { apiVersion } from '../../env'

/** The kind of the carousel's first slide, as published, or as drafted when never published. */
export const firstSlideKindQuery = 'coalesce(*[_id == $id][0].kind, *[_id == $draftId][0].kind)'

/**
 * The home carousel opens with its video (spec): an image slide dragged above it is an error, so
 * the order cannot be published until the video is first again.
 */
export const videoFirst: CustomValidator<{ _ref?: string }[] | undefined> = async (
  slides,
  { getClient },
) => {
  const id = slides?.[0]?._ref
  if (!id) return true
  const kind = await getClient({ apiVersion }).fetch<string | null>(firstSlideKindQuery, {
    id,
    draftId: `drafts.${id}`,
  })
  return kind === 'image'
    ? 'La primera diapositiva del carrusel debe ser el video: arrástralo al primer lugar por su asa (⋮⋮).'
    : true
}
