import styled from 'styled-components'
import { LoopingVideo } from '../../components/looping-video'
import { phoneImageMedia, SanityImage } from '../../components/sanity-image'
import { fileUrl } from '../../lib/sanity/file'
import { phoneSlideAspectRatio } from './hero-slides'
import type { HeroSlide } from './home-content'
import { useMediaQuery } from '../../hooks/use-media-query'

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
  const hasPhoneImage = Boolean(slide.phoneImage?.asset)
  const onPhone = useMediaQuery(phoneImageMedia)
  const shownOnThisScreen = !hasPhoneImage || !onPhone
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
          src={fileUrl(slide.video.url)}
          playing={playing && shownOnThisScreen}
          $hiddenOnPhones={hasPhoneImage}
        />
      )}
    </>
  )
}

// Largest Contentful Paint measures an image by its pixel-snapped box but a video by the whole
// pixels its box touches, so over a box with fractional edges a full-size video counts one pixel
// larger than its poster and replaces it as the page's largest paint. Half a pixel in from every
// edge, it can never count larger; the poster beneath is its first frame, so nothing shows.
const Video = styled(LoopingVideo)<{ $hiddenOnPhones: boolean }>`
  top: 0.5px;
  left: 0.5px;
  width: calc(100% - 1px);
  height: calc(100% - 1px);

  @media ${phoneImageMedia} {
    ${({ $hiddenOnPhones }) => $hiddenOnPhones && 'display: none;'}
  }
`
