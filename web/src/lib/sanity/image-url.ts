/**
 * Image CDN URLs, the same ones `@sanity/image-url` 2.x builds for the few options the site uses
 * (crop, hotspot, width, height, `auto=format`). The library's builder cannot be tree-shaken and
 * would cost every page ~3.5 KB gzip of its initial JavaScript; image-url.node.test.ts keeps the
 * two in step.
 */

/** Where the CDN serves a project's images. */
export interface ImageCdn {
  /** Origin (and path) of the CDN, without a trailing slash. */
  baseUrl: string
  projectId: string
  dataset: string
}

/** Fractions of the image the editor cut away from each side. */
export interface ImageCrop {
  top: number
  bottom: number
  left: number
  right: number
}

/** The part of the image the editor wants kept in view, as fractions of the image (centre and size). */
export interface ImageHotspot {
  x: number
  y: number
  width: number
  height: number
}

export interface ImageUrlRequest {
  /** The asset document's `_id`, e.g. `image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000-jpg`. */
  assetId: string
  crop?: ImageCrop
  hotspot?: ImageHotspot
  width: number
  /** With a width, the image is cut to their ratio around the hotspot. */
  height?: number
}

interface Asset {
  id: string
  width: number
  height: number
  format: string
}

interface Rect {
  left: number
  top: number
  width: number
  height: number
}

const wholeImage: ImageCrop = { top: 0, bottom: 0, left: 0, right: 0 }
const wholeImageInView: ImageHotspot = { x: 0.5, y: 0.5, width: 1, height: 1 }

function parseAssetId(assetId: string): Asset | undefined {
  const [, id, dimensions, format] = assetId.split('-')
  if (!id || !dimensions || !format) return undefined
  const [widthText, heightText] = dimensions.split('x')
  const width = Number(widthText)
  const height = Number(heightText)
  if (!Number.isFinite(width) || !Number.isFinite(height)) return undefined
  return { id, width, height, format }
}

function cropInPixels(asset: Asset, crop: ImageCrop): Rect {
  const left = Math.round(crop.left * asset.width)
  const top = Math.round(crop.top * asset.height)
  return {
    left,
    top,
    width: Math.round(asset.width - crop.right * asset.width - left),
    height: Math.round(asset.height - crop.bottom * asset.height - top),
  }
}

// The centre goes through the hotspot's edges, as in the library, so that rounding lands on the
// same pixel.
function hotspotCentre(asset: Asset, hotspot: ImageHotspot): { x: number; y: number } {
  const centreX = hotspot.x * asset.width
  const centreY = hotspot.y * asset.height
  const radiusX = (hotspot.width * asset.width) / 2
  const radiusY = (hotspot.height * asset.height) / 2
  const [left, right] = [centreX - radiusX, centreX + radiusX]
  const [top, bottom] = [centreY - radiusY, centreY + radiusY]
  return {
    x: Math.round((right - left) / 2 + left),
    y: Math.round((bottom - top) / 2 + top),
  }
}

/** The largest part of the crop with the given ratio, as near the hotspot's centre as the crop allows. */
function cutAroundHotspot(crop: Rect, centre: { x: number; y: number }, ratio: number): Rect {
  if (crop.width / crop.height > ratio) {
    const width = Math.round(crop.height * ratio)
    const left = Math.max(0, Math.round(centre.x - width / 2))
    return {
      left: clampStart(left, width, crop.left, crop.width),
      top: Math.max(0, crop.top),
      width,
      height: crop.height,
    }
  }
  const height = Math.round(crop.width / ratio)
  const top = Math.max(0, Math.round(centre.y - height / 2))
  return {
    left: Math.max(0, crop.left),
    top: clampStart(top, height, crop.top, crop.height),
    width: crop.width,
    height,
  }
}

function clampStart(start: number, length: number, boundStart: number, boundLength: number) {
  if (start < boundStart) return boundStart
  if (start + length > boundStart + boundLength) return boundStart + boundLength - length
  return start
}

/** URL of the image cut and sized as asked, in the best format the browser takes; undefined for a malformed asset id. */
export function sanityImageUrl(cdn: ImageCdn, request: ImageUrlRequest): string | undefined {
  const asset = parseAssetId(request.assetId)
  if (!asset) return undefined
  const { width, height } = request
  const crop = cropInPixels(asset, request.crop ?? wholeImage)
  const rect =
    width && height
      ? cutAroundHotspot(
          crop,
          hotspotCentre(asset, request.hotspot ?? wholeImageInView),
          width / height,
        )
      : crop
  const params: string[] = []
  if (
    rect.left !== 0 ||
    rect.top !== 0 ||
    rect.width !== asset.width ||
    rect.height !== asset.height
  ) {
    params.push(`rect=${rect.left},${rect.top},${rect.width},${rect.height}`)
  }
  params.push(`w=${width}`)
  if (height !== undefined) params.push(`h=${height}`)
  params.push('auto=format')
  const file = `${asset.id}-${asset.width}x${asset.height}.${asset.format}`
  return `${cdn.baseUrl}/images/${cdn.projectId}/${cdn.dataset}/${file}?${params.join('&')}`
}
