import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { phoneImageMedia, SanityImage } from '../../components/sanity-image'
import { fileUrl } from '../../lib/sanity/file'
import { phoneSlideAspectRatio } from './hero-slides'
import type { HeroSlide } from './home-content'

type HeroVideoProps = {
  slide: HeroSlide
  sizes: string
  /** Play now: the slide is on show, motion is welcome and the page has loaded. */
  playing: boolean
}

/**
 * The video slide. Its poster is an image of its own, the page's largest, fetched first; the video
 * downloads nothing until it is played, and shows over the poster once it is running. On phones a
 * slide with a phone image shows that image instead: the video's words are drawn for wide screens.
 */
export function HeroVideo({ slide, sizes, playing }: HeroVideoProps) {
  const video = useRef<HTMLVideoElement>(null)
  const [running, setRunning] = useState(false)
  const hasPhoneImage = Boolean(slide.phoneImage?.asset)

  useEffect(() => {
    const element = video.current
    if (!element) return
    const shownOnThisScreen = !hasPhoneImage || !window.matchMedia(phoneImageMedia).matches
    // Browsers may refuse to autoplay; the poster then simply stays.
    if (playing && shownOnThisScreen) element.play().catch(() => setRunning(false))
    else element.pause()
  }, [playing, hasPhoneImage])

  return (
    <>
      <SanityImage
        image={slide.poster}
        sizes={sizes}
        priority
        phone={{ image: slide.phoneImage, aspectRatio: phoneSlideAspectRatio }}
      />
      {slide.video && (
        <Video
          ref={video}
          src={fileUrl(slide.video.url)}
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
          $visible={running}
          $hiddenOnPhones={hasPhoneImage}
          onPlaying={() => setRunning(true)}
        />
      )}
    </>
  )
}

// Largest Contentful Paint measures an image by its pixel-snapped box but a video by the whole
// pixels its box touches, so over a box with fractional edges a full-size video counts one pixel
// larger than its poster and replaces it as the page's largest paint. Half a pixel in from every
// edge, it can never count larger; the poster beneath is its first frame, so nothing shows.
const Video = styled.video<{ $visible: boolean; $hiddenOnPhones: boolean }>`
  position: absolute;
  top: 0.5px;
  left: 0.5px;
  width: calc(100% - 1px);
  height: calc(100% - 1px);
  object-fit: cover;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.motion.slow};

  @media ${phoneImageMedia} {
    ${({ $hiddenOnPhones }) => $hiddenOnPhones && 'display: none;'}
  }
`
