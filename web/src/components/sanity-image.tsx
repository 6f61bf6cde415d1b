import { useCallback, useState } from 'react'
import type { CSSProperties } from 'react'
import { preload } from 'react-dom'
import styled from 'styled-components'
import { responsiveImage } from '../lib/sanity/image'
import type { ResponsiveImage, SanityImageValue } from '../lib/sanity/image'

const defaultWidths = [320, 480, 640, 800, 1024, 1280, 1600, 1920] as const

/** Where an image's phone version (`phone`) is shown instead of it. */
export const phoneImageMedia = '(max-width: 768px)'
const widerThanPhoneMedia = '(min-width: 769px)'

/** An image's version for phones: another cut of it, shown at 768 px and below. */
export interface PhoneImage {
  image: SanityImageValue | null | undefined
  /** Width / height to cut it to, around its hotspot. */
  aspectRatio: number
}

export interface SanityImageProps {
  image: SanityImageValue | null | undefined
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string
  /** Candidate srcset widths in CSS pixels. */
  widths?: readonly number[]
  /** Width / height to cut the image to, around its hotspot. */
  aspectRatio?: number
  /** Overrides the image's own alt text; pass '' for a decorative image. */
  alt?: string
  /** The page's largest image: fetched first and never lazily. */
  priority?: boolean
  /**
   * On the first screen but not its largest image: loaded with the page (never lazily), at the
   * browser's own priority.
   */
  firstScreen?: boolean
  /** Art direction: a version drawn instead on phones (a <picture> source). */
  phone?: PhoneImage
  className?: string
  style?: CSSProperties
}

const Img = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  background-size: cover;
  background-position: center;
  background-repeat: no-repeat;
`

/**
 * A Sanity image drawn responsively: srcset and sizes in the best format the browser takes,
 * its width and height reserved, and its blurred preview shown until it has loaded.
 */
/** The candidates and size of one version of the picture, as `<img>` and `<source>` take them. */
function sourceAttributes({ srcSet, sizes, width, height }: ResponsiveImage) {
  return { srcSet, sizes, width, height }
}

export function SanityImage({
  image,
  sizes,
  widths = defaultWidths,
  aspectRatio,
  alt,
  priority = false,
  firstScreen = false,
  phone,
  className,
  style,
}: SanityImageProps) {
  const [loaded, setLoaded] = useState(false)
  // The prerendered image may finish loading before hydration, when no load event reaches React.
  const watchLoad = useCallback((element: HTMLImageElement | null) => {
    if (element?.complete && element.naturalWidth > 0) setLoaded(true)
  }, [])
  const responsive = responsiveImage(image, {
    widths,
    sizes,
    ...(aspectRatio !== undefined && { aspectRatio }),
  })
  const phoneVersion =
    phone && responsiveImage(phone.image, { widths, sizes, aspectRatio: phone.aspectRatio })
  if (!responsive) return null
  if (priority && phoneVersion) {
    // React preloads a high-priority <img> by itself, but not one inside a <picture>, whose
    // source it cannot choose: each version is preloaded for the screens that show it.
    for (const [version, media] of [
      [phoneVersion, phoneImageMedia],
      [responsive, widerThanPhoneMedia],
    ] as const) {
      preload(version.src, {
        as: 'image',
        imageSrcSet: version.srcSet,
        imageSizes: version.sizes,
        fetchPriority: 'high',
        media,
      })
    }
  }
  const img = (
    <Img
      ref={watchLoad}
      src={responsive.src}
      {...sourceAttributes(responsive)}
      alt={alt ?? responsive.alt}
      loading={priority || firstScreen ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onLoad={() => setLoaded(true)}
      className={className}
      style={
        loaded || !responsive.lqip
          ? style
          : { ...style, backgroundImage: `url("${responsive.lqip}")` }
      }
    />
  )
  if (!phoneVersion) return img
  return (
    <picture>
      <source media={phoneImageMedia} {...sourceAttributes(phoneVersion)} />
      {img}
    </picture>
  )
}
