import type { SlideContent } from '../../data/slides.ts'
import type { Slide } from '@rehoboth/shared/sanity-types'
import { documentIds } from '../document-ids.ts'
import type { MediaLibrary } from '../media.ts'
import { systemFields } from './common.ts'

export function slideDocument(content: SlideContent, position: number, media: MediaLibrary): Slide {
  const fields = {
    ...systemFields(documentIds.slide(position), 'slide'),
    title: content.title,
    ...(content.phoneImage && { phoneImage: media.phoneImage(content.phoneImage) }),
  }
  return content.kind === 'video'
    ? {
        ...fields,
        kind: 'video',
        video: media.file(content.video),
        poster: media.image(content.poster.path, content.poster.alt),
        durationMs: content.durationMs,
      }
    : { ...fields, kind: 'image', image: media.image(content.image.path, content.image.alt) }
}
