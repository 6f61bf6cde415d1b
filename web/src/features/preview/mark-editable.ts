import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute'
import { localStudioUrl } from '@rehoboth/shared/local-addresses'
import { dataset, projectId } from '../../lib/sanity/env'
import type { MarkEditable } from '../../lib/sanity/edit-attributes'

/**
 * The Studio editors work in, as Sanity's mark wants it: with no slash at the end, which it
 * refuses at the click (`https://rehoboth.sanity.studio/` is how a Studio's address is often
 * copied). The overlays open it when the page is not inside it.
 */
export function studioBaseUrl(configured: string | undefined): string {
  return (configured?.trim() || localStudioUrl()).replace(/\/+$/, '')
}

const studioUrl = studioBaseUrl(import.meta.env.VITE_SANITY_STUDIO_URL)

/** Sanity's own mark (`data-sanity`), which needs no content source maps (the local lake has none). */
export const markEditable: MarkEditable = (document, field) =>
  createDataAttribute({
    projectId,
    dataset,
    baseUrl: studioUrl,
    id: document._id,
    type: document._type,
    path: field,
  }).toString()
