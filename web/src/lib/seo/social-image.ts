import { imageUrl, type SanityImageValue } from '../sanity/image'
import { absoluteUrl } from './site-url'

export type SocialImage = { url: string; alt: string; width?: number; height?: number }

/** The size link previews (Open Graph, Twitter cards) draw a large image at. */
const preview = { width: 1200, height: 630 }

/** A page's own picture for link previews, cut to 1200 x 630 around its hotspot. */
export function previewImage(image: SanityImageValue | null | undefined): SocialImage | undefined {
  const url = image && imageUrl(image, preview.width, preview.height)
  return url ? { url: absoluteUrl(url), alt: image.alt ?? '', ...preview } : undefined
}

/** The site's own picture (its logo), uncut and at most 1200 px wide. */
export function siteImage(image: SanityImageValue | null | undefined): SocialImage | undefined {
  const width = Math.min(image?.asset?.metadata?.dimensions?.width ?? preview.width, preview.width)
  const url = image && imageUrl(image, width)
  return url ? { url: absoluteUrl(url), alt: image.alt ?? '' } : undefined
}
