import type { ProductContent } from '../../data/types.ts'

/** Draws the frame at `phase` ∈ [0, 1) of a loop as an SVG document. */
export type FrameDrawing = (phase: number) => string

/** A looping, muted video and its poster (the first frame). */
export interface VideoDesign {
  file: string
  poster: string
  width: number
  height: number
  seconds: number
  crf: number
  prepare: (products: ProductContent[]) => Promise<FrameDrawing>
}

export const videoFps = 25
