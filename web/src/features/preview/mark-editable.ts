import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute'
import { localStudioUrl } from '@rehoboth/shared/local-addresses'
import { dataset, projectId } from '../../lib/sanity/env'
import type { MarkEditable } from '../../lib/sanity/edit-attributes'

/** The Studio editors work in: the overlays open it when the page is not inside it. */
const studioUrl = import.meta.env.VITE_SANITY_STUDIO_URL?.trim() || localStudioUrl()

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
