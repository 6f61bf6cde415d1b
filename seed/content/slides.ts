import { siteMedia } from '../lib/media-paths.ts'
import type { ImageContent } from './types.ts'

export type SlideContent =
  | { kind: 'video'; title: string; video: string; poster: ImageContent; durationMs: number }
  | { kind: 'image'; title: string; image: ImageContent }

const [slide2, slide3, slide4] = siteMedia.slideImages

/** The home carousel in order: the video first, then three images (spec §2 and §4). */
export const slides: SlideContent[] = [
  {
    kind: 'video',
    title: 'Video de presentación de la marca',
    video: siteMedia.heroVideo,
    poster: {
      path: siteMedia.heroVideoPoster,
      alt: 'Productos Rehoboth para el cuidado del auto, la moto y el hogar',
    },
    durationMs: 22_000,
  },
  {
    kind: 'image',
    title: 'Línea para autos y motos',
    image: {
      path: slide2,
      alt: 'Aerosoles Rehoboth para el cuidado exterior y el motor de autos y motos',
    },
  },
  {
    kind: 'image',
    title: 'Línea para el hogar',
    image: {
      path: slide3,
      alt: 'Productos Rehoboth para limpiar y proteger el hogar',
    },
  },
  {
    kind: 'image',
    title: 'Catálogo de productos',
    image: {
      path: slide4,
      alt: 'Catálogo de productos de limpieza y mantenimiento Rehoboth',
    },
  },
]
