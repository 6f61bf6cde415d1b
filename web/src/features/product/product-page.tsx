import { useId } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { deferredSection } from '../../components/deferred-section'
import { PageContainer } from '../../components/page-container'
import { useEditAttributes } from '../../lib/sanity/edit-attributes'
import { quoteHref, type Product } from './product'
import { ProductBreadcrumbs } from './product-breadcrumbs'
import type { CarouselProduct } from './product-carousel'
import { ProductSpecList } from './product-spec-list'
import { ScentVariants } from './scent-variants'
import { ZoomableImage } from './zoomable-image'

// Below the product's picture and specification: prerendered in full, hydrated once idle.
const ProductDescription = deferredSection(() =>
  import('./product-description').then((module) => module.ProductDescription),
)
const ProductCarousel = deferredSection(() =>
  import('./product-carousel').then((module) => module.ProductCarousel),
)

type ProductPageProps = {
  product: Product
  carousel: CarouselProduct[]
}

/** A product's page: its zoomable picture, specification, quote link, description and more products. */
export function ProductPage({ product, carousel }: ProductPageProps) {
  const specsHeadingId = useId()
  const descriptionHeadingId = useId()
  const specs = product.specs ?? []
  const scents = product.scentVariants ?? []
  const editable = useEditAttributes()
  return (
    <PageContainer>
      <ProductBreadcrumbs product={product} />
      <Overview>
        <Figure {...editable(product, 'image')}>
          {/* A new product starts unzoomed, even when the page itself stays mounted. */}
          <ZoomableImage key={product.slug} image={product.image} />
          <ZoomHint aria-hidden="true">
            <span data-pointer="hover">Pasa el cursor sobre la imagen para ampliarla</span>
            <span data-pointer="touch">Toca la imagen para ampliarla</span>
          </ZoomHint>
        </Figure>
        <Summary>
          <Titles>
            <h1 {...editable(product, 'title')}>{product.title}</h1>
            <Subtitle {...editable(product, 'subtitle')}>{product.subtitle}</Subtitle>
          </Titles>
          {specs.length > 0 && (
            <section aria-labelledby={specsHeadingId}>
              <SectionHeading id={specsHeadingId}>Especificaciones</SectionHeading>
              <ProductSpecList product={product} rows={specs} />
            </section>
          )}
          <QuoteLink to={quoteHref(product.slug)}>Cotizar Ahora</QuoteLink>
          {scents.length > 0 && (
            <ScentVariants product={product} variants={scents} currentSlug={product.slug} />
          )}
        </Summary>
      </Overview>
      {product.description && product.description.length > 0 && (
        <Description aria-labelledby={descriptionHeadingId}>
          <SectionHeading id={descriptionHeadingId}>Descripción</SectionHeading>
          <div {...editable(product, 'description')}>
            <ProductDescription blocks={product.description} />
          </div>
        </Description>
      )}
      <ProductCarousel products={carousel} />
    </PageContainer>
  )
}

const Overview = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 34rem) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxl};
  }
`

const Figure = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  max-width: 34rem;
  margin: 0 auto;
`

const ZoomHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};

  [data-pointer='touch'] {
    display: none;
  }

  @media (hover: none) {
    [data-pointer='hover'] {
      display: none;
    }

    [data-pointer='touch'] {
      display: inline;
    }
  }
`

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`

const Titles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    overflow-wrap: anywhere;
  }
`

const Subtitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.muted};
`

const SectionHeading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
`

const QuoteLink = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `0.875rem ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.red};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: background-color ${({ theme }) => theme.motion.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.redDeep};
  }

  @media ${({ theme }) => theme.media.small} {
    justify-self: stretch;
    justify-content: center;
  }
`

const Description = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`
