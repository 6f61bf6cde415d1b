import sharp from 'sharp'
import type { Sharp } from 'sharp'
import {
  MAX_AVIF_OUTPUT_PIXELS,
  MAX_INPUT_PIXELS,
  MAX_OUTPUT_PIXELS,
  MAX_OUTPUT_SIDE,
  RENDER_TIME_LIMIT_SECONDS,
} from './image-limits.ts'
import type { ImageTransform, Rect } from './image-params.ts'

interface Size {
  width: number
  height: number
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 }

function clampRect(rect: Rect, image: Size): Rect {
  const left = Math.min(rect.left, image.width - 1)
  const top = Math.min(rect.top, image.height - 1)
  return {
    left,
    top,
    width: Math.min(rect.width, image.width - left),
    height: Math.min(rect.height, image.height - top),
  }
}

function scaleRect(rect: Rect, factor: number): Rect {
  return {
    left: Math.round(rect.left * factor),
    top: Math.round(rect.top * factor),
    width: Math.round(rect.width * factor),
    height: Math.round(rect.height * factor),
  }
}

/** The size asked for, within min-/max- limits; undefined sides follow the aspect ratio. */
function targetSize(transform: ImageTransform, base: Size): Partial<Size> {
  const limit = (value: number | undefined, min?: number, max?: number) =>
    value === undefined ? undefined : Math.max(min ?? 1, Math.min(max ?? Infinity, value))
  let width = limit(transform.width, transform.minWidth, transform.maxWidth)
  let height = limit(transform.height, transform.minHeight, transform.maxHeight)
  if (width === undefined && height === undefined) {
    if (transform.maxWidth && base.width > transform.maxWidth) width = transform.maxWidth
    if (transform.maxHeight && base.height > transform.maxHeight) height = transform.maxHeight
  }
  return { width, height }
}

/** The largest the output can be: the asked box, or the source scaled to the one side asked. */
function outputBound(target: Partial<Size>, base: Size): Size {
  const { width, height } = target
  if (width !== undefined && height !== undefined) return { width, height }
  if (width !== undefined) return { width, height: (base.height * width) / base.width }
  if (height !== undefined) return { width: (base.width * height) / base.height, height }
  return base
}

/** The target shrunk, keeping its shape, until the output fits the side and pixel limits. */
function boundedTarget(
  target: Partial<Size>,
  base: Size,
  transform: ImageTransform,
): Partial<Size> {
  const bound = outputBound(target, base)
  const maxPixels = transform.format === 'avif' ? MAX_AVIF_OUTPUT_PIXELS : MAX_OUTPUT_PIXELS
  const factor = Math.min(
    1,
    MAX_OUTPUT_SIDE / bound.width,
    MAX_OUTPUT_SIDE / bound.height,
    Math.sqrt(maxPixels / (bound.width * bound.height)),
  )
  if (factor === 1) return target
  const shrink = (side: number | undefined) =>
    side === undefined ? undefined : Math.max(1, Math.floor(side * factor))
  if (target.width === undefined && target.height === undefined) {
    return { width: shrink(base.width) }
  }
  return { width: shrink(target.width), height: shrink(target.height) }
}

function cropPosition(crop: readonly string[]): string | number {
  if (crop.includes('entropy')) return sharp.strategy.entropy
  const horizontal = crop.find((mode) => mode === 'left' || mode === 'right')
  const vertical = crop.find((mode) => mode === 'top' || mode === 'bottom')
  return [horizontal, vertical].filter(Boolean).join(' ') || 'centre'
}

function cropTo(image: Sharp, transform: ImageTransform, base: Size, size: Size): Sharp {
  const { focalPoint } = transform
  if (!transform.crop.includes('focalpoint') || !focalPoint) {
    return image.resize({ ...size, fit: 'cover', position: cropPosition(transform.crop) })
  }
  const scale = Math.max(size.width / base.width, size.height / base.height)
  const scaled = {
    width: Math.max(size.width, Math.round(base.width * scale)),
    height: Math.max(size.height, Math.round(base.height * scale)),
  }
  const offset = (center: number, length: number, total: number) =>
    Math.min(Math.max(0, Math.round(center * total - length / 2)), total - length)
  return image.resize({ ...scaled, fit: 'fill' }).extract({
    left: offset(focalPoint.x, size.width, scaled.width),
    top: offset(focalPoint.y, size.height, scaled.height),
    ...size,
  })
}

function resize(image: Sharp, transform: ImageTransform, base: Size, target: Partial<Size>): Sharp {
  const { width, height } = target
  if (width === undefined || height === undefined) {
    if (width === undefined && height === undefined) return image
    const noUpscale = ['max', 'fillmax', 'min'].includes(transform.fit)
    return image.resize({ width, height, fit: 'inside', withoutEnlargement: noUpscale })
  }
  const background = transform.background ?? TRANSPARENT
  switch (transform.fit) {
    case 'clip':
      return image.resize({ width, height, fit: 'inside' })
    case 'max':
      return image.resize({ width, height, fit: 'inside', withoutEnlargement: true })
    case 'scale':
      return image.resize({ width, height, fit: 'fill' })
    case 'fill':
      return image.resize({ width, height, fit: 'contain', background })
    case 'fillmax': {
      const scale = Math.min(width / base.width, height / base.height, 1)
      const inner = {
        width: Math.round(base.width * scale),
        height: Math.round(base.height * scale),
      }
      const left = Math.floor((width - inner.width) / 2)
      const top = Math.floor((height - inner.height) / 2)
      return image.resize(inner).extend({
        left,
        top,
        right: width - inner.width - left,
        bottom: height - inner.height - top,
        background,
      })
    }
    case 'crop':
      return cropTo(image, transform, base, { width, height })
    case 'min': {
      const shrink = Math.min(1, base.width / width, base.height / height)
      const size = { width: Math.round(width * shrink), height: Math.round(height * shrink) }
      return cropTo(image, transform, base, size)
    }
  }
}

function encode(image: Sharp, transform: ImageTransform): Sharp {
  const quality = Math.max(1, Math.round(transform.quality))
  switch (transform.format) {
    case 'jpg':
      return image
        .flatten({ background: transform.background ?? '#ffffff' })
        .jpeg({ quality, progressive: transform.progressive })
    case 'png':
      return image.png()
    case 'webp':
      return image.webp({ quality })
    case 'avif':
      // The fastest effort: files a little larger, made several times sooner (4 MP: ~0.6 s).
      return image.avif({ quality, effort: 0 })
    case 'gif':
      return image.gif()
    case 'svg':
      throw new Error('SVG output is the source file itself, not a rendering')
  }
}

// Vectors are rasterised at the density that gives the asked size, so they stay sharp.
function svgDensity(target: Partial<Size>, natural: Size): number {
  const upscale = Math.max(
    1,
    (target.width ?? 0) / natural.width,
    (target.height ?? 0) / natural.height,
  )
  return Math.min(2400, 72 * upscale)
}

/** Thrown by `renderImage` for an original over MAX_INPUT_PIXELS. */
export class SourceTooLarge extends Error {}

/** Thrown by `renderImage` when libvips was stopped after RENDER_TIME_LIMIT_SECONDS. */
export class RenderTimedOut extends Error {}

/**
 * Renders a raster image from the source bytes the way the Sanity image CDN would, within the
 * limits of image-limits.ts: the output shrunk to fit, the source refused over its pixel limit.
 */
export async function renderImage(source: Buffer, transform: ImageTransform): Promise<Buffer> {
  const metadata = await sharp(source).metadata()
  const oriented = metadata.autoOrient
  if (oriented.width * oriented.height > MAX_INPUT_PIXELS) {
    throw new SourceTooLarge(
      `The original is ${oriented.width}×${oriented.height} pixels, more than the ` +
        `${MAX_INPUT_PIXELS} the local image CDN reads`,
    )
  }
  const rect = transform.rect && clampRect(transform.rect, oriented)
  const target = boundedTarget(targetSize(transform, rect ?? oriented), rect ?? oriented, transform)
  const isSvg = metadata.format === 'svg'
  const density = isSvg ? svgDensity(target, rect ?? oriented) : 72
  const factor = density / 72
  const rendered = {
    width: Math.round(oriented.width * factor),
    height: Math.round(oriented.height * factor),
  }
  const region = rect && clampRect(scaleRect(rect, factor), rendered)
  let image = sharp(source, {
    limitInputPixels: MAX_INPUT_PIXELS,
    ...(isSvg && { density }),
  }).autoOrient()
  if (region) image = image.extract(region)
  return encode(resize(image, transform, region ?? rendered, target), transform)
    .timeout({ seconds: RENDER_TIME_LIMIT_SECONDS })
    .toBuffer()
    .catch((error: unknown) => {
      if (error instanceof Error && /^timeout/.test(error.message)) {
        throw new RenderTimedOut(
          `Rendering the image took longer than ${RENDER_TIME_LIMIT_SECONDS} s and was stopped`,
        )
      }
      throw error
    })
}
