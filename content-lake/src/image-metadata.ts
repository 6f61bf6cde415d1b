import sharp from 'sharp'
import type { Metadata } from 'sharp'
import { MAX_INPUT_PIXELS, RENDER_TIME_LIMIT_SECONDS } from './image-limits.ts'

export interface ImageMetadata {
  width: number
  height: number
  /** File extension Sanity gives this format ('jpg', 'png', 'svg', ...). */
  extension: string
  hasAlpha: boolean
  /** 20 px wide blurred preview as a data URL, like Sanity's `metadata.lqip`. */
  lqip: string
}

const extensionByFormat: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  svg: 'svg',
  tiff: 'tiff',
  heif: 'avif',
}

/** Thrown by `readImageMetadata` for an image over MAX_INPUT_PIXELS, before any pixel is read. */
export class ImageTooLarge extends Error {
  constructor(width: number, height: number) {
    const megapixels = (pixels: number) => `${(pixels / 1_000_000).toFixed(1)} megapixels`
    const side = Math.sqrt(MAX_INPUT_PIXELS)
    super(
      `Image is ${width}×${height} pixels (${megapixels(width * height)}); the local Content ` +
        `Lake takes images of at most ${megapixels(MAX_INPUT_PIXELS)} (${side}×${side}): scale it down ` +
        `and upload it again`,
    )
  }
}

/**
 * Reads what Sanity records about an uploaded image, or undefined when the bytes are no image.
 * The size comes from the file's header; an image over MAX_INPUT_PIXELS throws ImageTooLarge.
 */
export async function readImageMetadata(bytes: Uint8Array): Promise<ImageMetadata | undefined> {
  let metadata: Metadata
  try {
    metadata = await sharp(bytes).metadata()
  } catch {
    return undefined
  }
  const { width, height } = metadata.autoOrient
  const extension = extensionByFormat[metadata.format]
  if (!width || !height || !extension) return undefined
  if (width * height > MAX_INPUT_PIXELS) throw new ImageTooLarge(width, height)
  const hasAlpha = metadata.hasAlpha
  const preview = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width: 20 })
    .timeout({ seconds: RENDER_TIME_LIMIT_SECONDS })
  const lqip = hasAlpha
    ? `data:image/png;base64,${(await preview.png().toBuffer()).toString('base64')}`
    : `data:image/jpeg;base64,${(await preview.jpeg({ quality: 50 }).toBuffer()).toString('base64')}`
  return { width, height, extension, hasAlpha, lqip }
}
