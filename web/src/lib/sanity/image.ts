import { cdnBaseUrl, dataset, projectId } from './env'
import { sanityImageUrl } from './image-url'
import type { ImageCdn, ImageCrop, ImageHotspot, ImageUrlRequest } from './image-url'

const cdn: ImageCdn = { baseUrl: cdnBaseUrl, projectId, dataset }

/** An image as the queries project it (`imageFields` in queries.ts). */
export interface SanityImageValue {
  asset?: {
    _id: string
    metadata?: {
      lqip?: string | null
      dimensions?: { width?: number; height?: number } | null
    } | null
  } | null
  hotspot?: Partial<ImageHotspot> | null
  crop?: Partial<ImageCrop> | null
  alt?: string | null
}

export interface ResponsiveImageOptions {
  /** Candidate widths in CSS pixels for the srcset; wider than the image itself are dropped. */
  widths: readonly number[]
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string
  /** Width / height to cut the image to, around its hotspot; the image's own ratio otherwise. */
  aspectRatio?: number
}

export interface ResponsiveImage {
  src: string
  srcSet: string
  sizes: string
  width: number
  height: number
  alt: string
  /** Tiny blurred data URL to show while the image loads. */
  lqip: string | undefined
}

function toRequest(
  image: SanityImageValue,
  width: number,
  height: number | undefined,
): ImageUrlRequest | undefined {
  if (!image.asset?._id) return undefined
  const { hotspot, crop } = image
  return {
    assetId: image.asset._id,
    width,
    ...(height && { height }),
    ...(crop && { crop: { top: 0, bottom: 0, left: 0, right: 0, ...crop } }),
    ...(hotspot?.x !== undefined &&
      hotspot.y !== undefined &&
      hotspot.width !== undefined &&
      hotspot.height !== undefined && {
        hotspot: { x: hotspot.x, y: hotspot.y, width: hotspot.width, height: hotspot.height },
      }),
  }
}

/** Size of the image once the editor's crop is applied. */
function croppedSize(image: SanityImageValue): { width: number; height: number } | undefined {
  const dimensions = image.asset?.metadata?.dimensions
  if (!dimensions?.width || !dimensions.height) return undefined
  const { top = 0, bottom = 0, left = 0, right = 0 } = image.crop ?? {}
  return {
    width: Math.round(dimensions.width * (1 - left - right)),
    height: Math.round(dimensions.height * (1 - top - bottom)),
  }
}

/** URL of the image at the given width (and height, cut around the hotspot), in the best format the browser takes. */
export function imageUrl(
  image: SanityImageValue,
  width: number,
  height?: number,
): string | undefined {
  const request = toRequest(image, width, height)
  return request && sanityImageUrl(cdn, request)
}

/** Everything an <img> needs to load the right size of a Sanity image and reserve its space. */
export function responsiveImage(
  image: SanityImageValue | null | undefined,
  { widths, sizes, aspectRatio }: ResponsiveImageOptions,
): ResponsiveImage | undefined {
  if (!image) return undefined
  const natural = croppedSize(image)
  if (!natural) return undefined
  const ratio = aspectRatio ?? natural.width / natural.height
  const largest = Math.min(natural.width, Math.round(natural.height * ratio), Math.max(...widths))
  const candidates = [...new Set([...widths.filter((width) => width < largest), largest])].sort(
    (a, b) => a - b,
  )
  const heightFor = (width: number) => Math.round(width / ratio)
  const urlFor = (width: number) =>
    imageUrl(image, width, aspectRatio === undefined ? undefined : heightFor(width))
  // Without an asset, or with a malformed asset id, no width has a URL.
  const src = urlFor(largest)
  if (!src) return undefined
  return {
    src,
    srcSet: candidates.map((width) => `${urlFor(width) ?? ''} ${width}w`).join(', '),
    sizes,
    width: largest,
    height: heightFor(largest),
    alt: image.alt ?? '',
    lqip: image.asset?.metadata?.lqip ?? undefined,
  }
}
