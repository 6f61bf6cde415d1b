import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { SanityImage } from '../../components/sanity-image'
import type { ProductCarouselQueryResult } from '../../lib/sanity/sanity.types'
import {
  clampStart,
  isInView,
  nextStart,
  previousStart,
  slideDurationMs,
} from './carousel-position'
import { useItemsPerView } from './use-items-per-view'
import { useAppStarted } from '../../lib/use-app-started'
import { belowTheFirstScreen } from '../../styles/below-the-first-screen'
import { notReadyYet } from '../../styles/not-ready-yet'

export type CarouselProduct = NonNullable<ProductCarouselQueryResult>[number]

const imageSizes = '(max-width: 768px) 80vw, 22rem'

/** Other products to look at, three at a time (one on a phone), moved with the arrows. */
export function ProductCarousel({ products }: { products: CarouselProduct[] }) {
  const headingId = useId()
  const perView = useItemsPerView()
  const [requestedStart, setStart] = useState(0)
  const appStarted = useAppStarted()
  const start = clampStart(requestedStart, products.length, perView)
  if (products.length === 0) return null
  return (
    <Carousel aria-roledescription="carrusel" aria-labelledby={headingId}>
      <Heading id={headingId}>También te puede interesar</Heading>
      <Stage>
        <Arrow
          type="button"
          aria-label="Productos anteriores"
          disabled={!appStarted}
          onClick={() => setStart(previousStart(start, products.length, perView))}
        >
          <ChevronLeft aria-hidden="true" />
        </Arrow>
        <Viewport>
          <Track $start={start}>
            {products.map((product, item) => (
              <Slide
                key={product._id}
                role="group"
                aria-roledescription="diapositiva"
                aria-label={`${item + 1} de ${products.length}`}
                inert={!isInView(item, start, perView)}
              >
                <SlideLink to={`/${product.slug}`}>
                  <SanityImage image={product.image} sizes={imageSizes} aspectRatio={1} alt="" />
                  <span>{product.title}</span>
                </SlideLink>
              </Slide>
            ))}
          </Track>
        </Viewport>
        <Arrow
          type="button"
          aria-label="Productos siguientes"
          disabled={!appStarted}
          onClick={() => setStart(nextStart(start, products.length, perView))}
        >
          <ChevronRight aria-hidden="true" />
        </Arrow>
      </Stage>
    </Carousel>
  )
}

const Carousel = styled.section`
  ${belowTheFirstScreen('32rem')}
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxl} 0 ${theme.space.md}`};
`

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  text-align: center;
`

const Stage = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`

const Viewport = styled.div`
  overflow: hidden;
`

// A CSS transition rather than a carousel library's spring: the slide must take exactly 0.8 s.
const Track = styled.div<{ $start: number }>`
  --per-view: 3;
  display: flex;
  transform: translateX(calc(${({ $start }) => $start} * -100% / var(--per-view)));
  transition: transform ${slideDurationMs}ms ${({ theme }) => theme.motion.easing};

  @media ${({ theme }) => theme.media.menu} {
    --per-view: 1;
  }

  @media ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`

const Slide = styled.div`
  flex: 0 0 calc(100% / var(--per-view));
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs}`};
`

const SlideLink = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.white};
  transition: box-shadow ${({ theme }) => theme.motion.normal};

  img {
    width: 100%;
    max-width: 16rem;
    margin: 0 auto;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`

const Arrow = styled.button`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.navy};
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.white};
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.white};
    background: ${({ theme }) => theme.colors.navy};
  }

  ${notReadyYet}

  @media ${({ theme }) => theme.media.small} {
    width: 2.25rem;
    height: 2.25rem;
  }
`
