import { useCallback, useState } from 'react'
import type { CSSProperties } from 'react'
import styled from 'styled-components'
import { responsiveImage } from '../lib/sanity/image'
import type { SanityImageValue } from '../lib/sanity/image'

const defaultWidths = [320, 480, 640, 800, 1024, 1280, 1600, 1920] as const

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
export function SanityImage({
  image,
  sizes,
  widths = defaultWidths,
  aspectRatio,
  alt,
  priority = false,
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
  if (!responsive) return null
  return (
    <Img
      ref={watchLoad}
      src={responsive.src}
      srcSet={responsive.srcSet}
      sizes={responsive.sizes}
      width={responsive.width}
      height={responsive.height}
      alt={alt ?? responsive.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      onLoad={() => setLoaded(true)}
      className={className}
      style={
        loaded || !responsive.lqip
          ? style
          : { ...style, backgroundImage: `url("${responsive.lqip}")` }
      }
    />
  )
}
