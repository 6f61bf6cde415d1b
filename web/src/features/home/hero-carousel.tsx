import { useId, useRef, type PointerEvent } from 'react'
import { useEditAttributes } from '../../lib/sanity/edit-attributes'
import styled from 'styled-components'
import { phoneImageMedia, SanityImage } from '../../components/sanity-image'
import { CarouselControls } from '../../components/carousel-buttons'
import { phoneSlideAspectRatio, slideDwellMs } from './hero-slides'
import type { HeroSlide } from './home-content'
import { HeroVideo } from './hero-video'
import { swipeDirection, type Point } from './swipe'
import { usePageLoaded } from './use-page-loaded'
import { useRotation } from './use-rotation'

const slideSizes = '100vw'

/**
 * The home page's opening carousel (WAI-ARIA APG carousel pattern): the video slide first, then
 * the image slides, each for its own time; buttons, a rotation control and touch swipes.
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const slidesId = useId()
  const editable = useEditAttributes()
  const { index, playing, rotating, rotation, holdHandlers } = useRotation({
    count: slides.length,
    dwellMs: (at) => (slides[at] ? slideDwellMs(slides[at]) : 0),
  })
  const pageLoaded = usePageLoaded()
  // Phones get the slides' portrait cuts: a slide without one is shown whole in that frame.
  const phoneFrame = slides.some((slide) => slide.phoneImage?.asset)
  const touchStart = useRef<Point | undefined>(undefined)

  function onPointerDown(event: PointerEvent) {
    if (event.pointerType === 'touch') touchStart.current = { x: event.clientX, y: event.clientY }
  }

  function onPointerUp(event: PointerEvent) {
    const start = touchStart.current
    touchStart.current = undefined
    if (!start || event.pointerType !== 'touch') return
    const direction = swipeDirection(start, { x: event.clientX, y: event.clientY })
    if (direction === 'next') rotation.next()
    if (direction === 'previous') rotation.previous()
  }

  return (
    <Carousel aria-roledescription="carrusel" aria-label="Presentación" {...holdHandlers}>
      <Controls>
        <CarouselControls
          controls={slidesId}
          labels={{
            pause: 'Detener la rotación de diapositivas',
            play: 'Iniciar la rotación de diapositivas',
            previous: 'Diapositiva anterior',
            next: 'Diapositiva siguiente',
          }}
          playing={playing}
          rotation={rotation}
        >
          <Dots aria-hidden="true">
            {slides.map((slide, at) => (
              <Dot key={slide._id} $current={at === index} />
            ))}
          </Dots>
        </CarouselControls>
      </Controls>
      <Slides
        id={slidesId}
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (touchStart.current = undefined)}
      >
        {slides.map((slide, at) => {
          const current = at === index
          return (
            <Slide
              key={slide._id}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`Diapositiva ${at + 1} de ${slides.length}`}
              aria-hidden={!current || undefined}
              $current={current}
              $phoneFrame={phoneFrame}
              $wholeOnPhones={phoneFrame && !slide.phoneImage?.asset}
              {...editable(slide, slide.kind === 'video' ? 'video' : 'image')}
            >
              {slide.kind === 'video' ? (
                <HeroVideo
                  slide={slide}
                  sizes={slideSizes}
                  playing={current && playing && pageLoaded}
                />
              ) : (
                // Later slides' images wait for the page's load, not to slow down the first one.
                (at === 0 || pageLoaded) && (
                  <SanityImage
                    image={slide.image}
                    sizes={slideSizes}
                    priority={at === 0}
                    phone={{ image: slide.phoneImage, aspectRatio: phoneSlideAspectRatio }}
                  />
                )
              )}
            </Slide>
          )
        })}
      </Slides>
    </Carousel>
  )
}

const Carousel = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  max-width: 1600px;
  margin: 0 auto;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.navyDeep};
`

const Slides = styled.div`
  display: grid;
  order: 1;
  touch-action: pan-y;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const Slide = styled.div<{ $current: boolean; $phoneFrame: boolean; $wholeOnPhones: boolean }>`
  position: relative;
  grid-area: 1 / 1;
  aspect-ratio: 16 / 7;

  @media ${phoneImageMedia} {
    ${({ $phoneFrame }) => $phoneFrame && `aspect-ratio: ${phoneSlideAspectRatio};`}

    img {
      ${({ $wholeOnPhones }) => $wholeOnPhones && 'object-fit: contain;'}
    }
  }

  opacity: ${({ $current }) => ($current ? 1 : 0)};
  visibility: ${({ $current }) => ($current ? 'visible' : 'hidden')};
  transition:
    opacity 600ms ${({ theme }) => theme.motion.easing},
    visibility 0s linear ${({ $current }) => ($current ? '0s' : '600ms')};

  @media ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`

const Controls = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  @media ${({ theme }) => theme.media.small} {
    position: static;
    order: 2;
    justify-content: center;
    padding: ${({ theme }) => theme.space.xs};
  }
`

const Dots = styled.span`
  display: flex;
  gap: 6px;
  padding: 0 ${({ theme }) => theme.space.xxs};
`

const Dot = styled.span<{ $current: boolean }>`
  width: ${({ $current }) => ($current ? '22px' : '8px')};
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $current }) => ($current ? theme.colors.yellow : 'rgba(255, 255, 255, 0.8)')};
  box-shadow: 0 0 0 1px rgba(11, 37, 69, 0.35);
  transition: width ${({ theme }) => theme.motion.normal};
`
