import sharp from 'sharp'
import type { ProductContent } from '../../data/types.ts'
import { encodeLoop } from './ffmpeg.ts'
import { encodeJpeg, mediaPath } from './encode.ts'
import { heroVideo } from './hero-video.ts'
import { promoDesigns } from './promo-videos.ts'
import type { VideoDesign } from './video-design.ts'
import { videoFps } from './video-design.ts'

export const videoDesigns: VideoDesign[] = [heroVideo, ...promoDesigns]

/** Encodes one looping video and writes its first frame as the poster; returns both paths. */
export async function renderVideo(
  design: VideoDesign,
  products: ProductContent[],
): Promise<string[]> {
  const draw = await design.prepare(products)
  const frameCount = design.seconds * videoFps
  const rasterise = (index: number) => sharp(Buffer.from(draw(index / frameCount)))
  await encodeLoop({
    width: design.width,
    height: design.height,
    fps: videoFps,
    frameCount,
    crf: design.crf,
    frame: (index) => rasterise(index).removeAlpha().raw().toBuffer(),
    output: mediaPath(design.file),
  })
  await encodeJpeg(rasterise(0), design.poster)
  return [design.file, design.poster]
}
