import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
} from 'react'
import styled from 'styled-components'
import {
  CarouselCard,
  CarouselItem,
  CarouselTrack,
  CarouselViewport,
  useItemsPerView,
} from '../../components/carousel-track'
import { SanityImage } from '../../components/sanity-image'
import { useEditAttributes } from '../../lib/sanity/edit-attributes'
import { CarouselControls } from '../../components/carousel-buttons'
import {
  createLoopingTrack,
  featuredClones,
  featuredDwellMs,
  visibleTrackItems,
} from './featured-track'
import type { FeaturedProduct } from './home-content'
import { useRotation } from './use-rotation'
import { belowTheFirstScreen } from '../../styles/below-the-first-screen'

// Server-side, layout effects warn; the track only needs one in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * 'PRODUCTOS DESTACADOS': a new product every 5 s, three at a time (one on narrow screens),
 * looping without a gap.
 */
export function FeaturedProducts({ products }: { products: FeaturedProduct[] }) {
  const headingId = useId()
  const trackId = useId()
  const editable = useEditAttributes()
  const perView = useItemsPerView()
  const { index, playing, rotation, holdHandlers } = useRotation({
    count: products.length,
    dwellMs: () => featuredDwellMs,
  })
  const [track] = useState(() => createLoopingTrack(products.length))
  const { position, animated } = useSyncExternalStore(
    track.subscribe,
    track.getPosition,
    track.getPosition,
  )
  const trackElement = useRef<HTMLDivElement>(null)

  useEffect(() => track.show(index), [index, track])
  useEffect(() => () => track.dispose(), [track])
  // A jump must reach the screen before the next slide starts from it.
  useBrowserLayoutEffect(() => {
    if (!animated) trackElement.current?.getBoundingClientRect()
  }, [animated, position])

  const items = [...products, ...products.slice(0, featuredClones)]
  const visible = new Set(visibleTrackItems(position, perView))

  return (
    <Section>
      <Heading id={headingId}>PRODUCTOS DESTACADOS</Heading>
      <Carousel aria-roledescription="carrusel" aria-labelledby={headingId} {...holdHandlers}>
        <Controls>
          <CarouselControls
            controls={trackId}
            labels={{
              pause: 'Detener la rotación de productos',
              play: 'Iniciar la rotación de productos',
              previous: 'Producto anterior',
              next: 'Producto siguiente',
            }}
            playing={playing}
            rotation={rotation}
          />
        </Controls>
        <Viewport>
          <CarouselTrack
            ref={trackElement}
            id={trackId}
            style={{ '--position': position } as CSSProperties}
            $animated={animated}
          >
            {items.map((product, at) => {
              const clone = at >= products.length
              const shown = visible.has(at)
              return (
                <CarouselItem
                  key={clone ? `${product._id}-copia` : product._id}
                  role={clone ? undefined : 'group'}
                  aria-roledescription={clone ? undefined : 'diapositiva'}
                  aria-label={clone ? undefined : `Producto ${at + 1} de ${products.length}`}
                  aria-hidden={clone || !shown || undefined}
                  inert={clone || !shown}
                >
                  <CarouselCard to={`/${product.slug}`} {...editable(product, 'title')}>
                    <SanityImage
                      image={product.image}
                      sizes="(max-width: 768px) 80vw, 360px"
                      widths={[240, 360, 480, 720]}
                      aspectRatio={1}
                      alt=""
                    />
                    <span>{product.title}</span>
                  </CarouselCard>
                </CarouselItem>
              )
            })}
          </CarouselTrack>
        </Viewport>
      </Carousel>
    </Section>
  )
}

const Section = styled.div`
  ${belowTheFirstScreen('32rem')}
  margin-top: ${({ theme }) => theme.space.xxxl};
`

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  letter-spacing: 0.04em;
  text-align: center;
  color: ${({ theme }) => theme.colors.navy};
`

const Carousel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`

const Controls = styled.div`
  display: flex;
  order: 2;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
`

// The controls come first for keyboard and screen-reader users, but show below the cards.
const Viewport = styled(CarouselViewport)`
  order: 1;
`
