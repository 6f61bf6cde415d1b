import sharp from 'sharp'
import type { Metadata } from 'sharp'

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

/** Reads what Sanity records about an uploaded image, or undefined when the bytes are no image. */
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
  const hasAlpha = metadata.hasAlpha
  const preview = sharp(bytes).autoOrient().resize({ width: 20 })
  const lqip = hasAlpha
    ? `data:image/png;base64,${(await preview.png().toBuffer()).toString('base64')}`
    : `data:image/jpeg;base64,${(await preview.jpeg({ quality: 50 }).toBuffer()).toString('base64')}`
  return { width, height, extension, hasAlpha, lqip }
}
