import { siteMedia } from '../lib/media-paths.ts'
import type { ImageContent } from './types.ts'

/** `phoneImage`: the slide cut for phones (seed/scripts/media/slides.ts), without alt text of its own. */
export type SlideContent =
  | {
      kind: 'video'
      title: string
      video: string
      poster: ImageContent
      phoneImage?: string
      durationMs: number
    }
  | { kind: 'image'; title: string; image: ImageContent; phoneImage?: string }

const [slide2, slide3, slide4] = siteMedia.slideImages
const [videoPhone, slide2Phone, slide3Phone, slide4Phone] = siteMedia.phoneSlideImages

// Each alt text carries the words drawn in the slide, which the image's own pixels are to a reader.

/** The home carousel in order: the video first, then three images (spec §2 and §4). */
export const slides: SlideContent[] = [
  {
    kind: 'video',
    title: 'Video de presentación de la marca',
    video: siteMedia.heroVideo,
    poster: {
      path: siteMedia.heroVideoPoster,
      alt: 'Rehoboth, hecho en Colombia. Limpieza y mantenimiento que se notan. Para tu vehículo, tu hogar y tu trabajo.',
    },
    phoneImage: videoPhone,
    durationMs: 22_000,
  },
  {
    kind: 'image',
    title: 'Línea para autos y motos',
    image: {
      path: slide2,
      alt: 'Para tu vehículo. Brillo y protección que se notan. Limpieza, brillo y cuidado para autos y motos, por dentro y por fuera.',
    },
    phoneImage: slide2Phone,
  },
  {
    kind: 'image',
    title: 'Silicona para tablero en cinco aromas',
    image: {
      path: slide3,
      alt: 'Silicona para tablero. Cinco aromas para renovar tu interior. Café, limón, jazmín, rosa y océano: brillo y frescura en cada aplicación.',
    },
    phoneImage: slide3Phone,
  },
  {
    kind: 'image',
    title: 'Hogar y trabajo',
    image: {
      path: slide4,
      alt: 'Hogar y trabajo. Soluciones prácticas para cada espacio. Sella, limpia y protege en casa, en la oficina y en el taller.',
    },
    phoneImage: slide4Phone,
  },
]
