import type { HeroSlide } from './home-content'

/** Image slides stay the spec's fixed 5 s; a video slide stays its own duration (22 s in the seed). */
export const imageSlideDwellMs = 5000
export const videoSlideDwellMs = 22000

export function slideDwellMs(slide: Pick<HeroSlide, 'kind' | 'durationMs'>): number {
  if (slide.kind === 'video') return slide.durationMs ?? videoSlideDwellMs
  return imageSlideDwellMs
}

/** A slide's phone image is cut to 4:5 (the seed's are drawn 800 x 1000, seed/scripts/media/slides.ts). */
export const phoneSlideAspectRatio = 4 / 5
