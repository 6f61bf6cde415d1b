import type { HeroSlide } from './home-content'

/** Image slides stay the spec's fixed 5 s; a video slide stays its own duration (22 s in the seed). */
export const imageSlideDwellMs = 5000
export const videoSlideDwellMs = 22000

export function slideDwellMs(slide: Pick<HeroSlide, 'kind' | 'durationMs'>): number {
  if (slide.kind === 'video') return slide.durationMs ?? videoSlideDwellMs
  return imageSlideDwellMs
}
