import { useId, useState, type CSSProperties } from 'react'
import styled from 'styled-components'
import { StepButton } from '../../components/carousel-buttons'
import {
  CarouselCard,
  CarouselItem,
  CarouselTrack,
  CarouselViewport,
  useItemsPerView,
} from '../../components/carousel-track'
import { SanityImage } from '../../components/sanity-image'
import type { ProductCarouselQueryResult } from '@rehoboth/shared/sanity-types'
import { clampStart, isInView, nextStart, previousStart } from './carousel-position'
import { belowTheFirstScreen } from '../../styles/below-the-first-screen'

export type CarouselProduct = NonNullable<ProductCarouselQueryResult>[number]

const imageSizes = '(max-width: 768px) 80vw, 22rem'
const arrowLabels = { previous: 'Productos anteriores', next: 'Productos siguientes' }
const steps = { previous: previousStart, next: nextStart }

/** Other products to look at, three at a time (one on a phone), moved with the arrows. */
export function ProductCarousel({ products }: { products: CarouselProduct[] }) {
  const headingId = useId()
  const trackId = useId()
  const perView = useItemsPerView()
  const [requestedStart, setStart] = useState(0)
  const start = clampStart(requestedStart, products.length, perView)
  if (products.length === 0) return null
  const arrow = (direction: 'previous' | 'next') => (
    <StepButton
      direction={direction}
      label={arrowLabels[direction]}
      controls={trackId}
      onPress={() => setStart(steps[direction](start, products.length, perView))}
    />
  )
  return (
    <Carousel aria-roledescription="carrusel" aria-labelledby={headingId}>
      <Heading id={headingId}>También te puede interesar</Heading>
      <Stage>
        {arrow('previous')}
        <CarouselViewport>
          <CarouselTrack id={trackId} style={{ '--position': start } as CSSProperties} $animated>
            {products.map((product, item) => (
              <CarouselItem
                key={product._id}
                role="group"
                aria-roledescription="diapositiva"
                aria-label={`${item + 1} de ${products.length}`}
                inert={!isInView(item, start, perView)}
              >
                <CarouselCard to={`/${product.slug}`}>
                  <SanityImage image={product.image} sizes={imageSizes} aspectRatio={1} alt="" />
                  <span>{product.title}</span>
                </CarouselCard>
              </CarouselItem>
            ))}
          </CarouselTrack>
        </CarouselViewport>
        {arrow('next')}
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

  /* The arrows: outlined beside the cards, where the home page's float over slides. */
  > button {
    border: 2px solid ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.white};
    box-shadow: none;

    svg {
      width: 24px;
      height: 24px;
    }

    @media ${({ theme }) => theme.media.small} {
      width: 2.25rem;
      height: 2.25rem;
    }
  }
`
