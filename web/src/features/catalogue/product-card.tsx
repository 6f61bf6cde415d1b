import { Link } from 'react-router'
import styled from 'styled-components'
import { SanityImage } from '../../components/sanity-image'
import { VisuallyHidden } from '../../components/visually-hidden'
import { useEditAttributes } from '../../lib/sanity/edit-attributes'
import type { CatalogueProduct } from './catalogue-category'

type ProductCardProps = {
  product: CatalogueProduct
  /** The first card of the page: its image is the page's largest above the fold. */
  priority?: boolean
  /** A card on the first screen at some width: its image loads with the page. */
  firstScreen?: boolean
  /** 2 when the card's section has no heading of its own, so that no heading level is skipped. */
  headingLevel?: 2 | 3
}

const imageSizes =
  '(max-width: 480px) 7.5rem, (max-width: 768px) 45vw, (max-width: 1024px) 30vw, 17rem'

/** A product in a catalogue: picture, name, short description and the way to its page. */
export function ProductCard({
  product,
  priority = false,
  firstScreen = false,
  headingLevel = 3,
}: ProductCardProps) {
  const editable = useEditAttributes()
  return (
    <Card>
      <Picture {...editable(product, 'cardImage')}>
        <SanityImage
          image={product.image}
          sizes={imageSizes}
          aspectRatio={1}
          priority={priority}
          firstScreen={firstScreen}
        />
      </Picture>
      <Body>
        <Name as={`h${headingLevel}`} {...editable(product, 'title')}>
          {product.title}
        </Name>
        <Description {...editable(product, 'cardDescription')}>
          {product.cardDescription}
        </Description>
        <DetailsLink to={`/${product.slug}`}>
          Ver Detalles<VisuallyHidden> de {product.title}</VisuallyHidden>
        </DetailsLink>
      </Body>
    </Card>
  )
}

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  transition:
    box-shadow ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
    transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.card};
    transform: translateY(-3px);
  }

  @media ${({ theme }) => theme.media.small} {
    grid-template-rows: none;
    grid-template-columns: 7.5rem 1fr;
  }

  @media ${({ theme }) => theme.media.reducedMotion} {
    &:hover,
    &:focus-within {
      transform: none;
    }
  }
`

const Picture = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.surface},
    ${({ theme }) => theme.colors.white}
  );

  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.sm};
    transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  }

  ${Card}:hover & img {
    transform: scale(1.04);
  }

  @media ${({ theme }) => theme.media.small} {
    padding: ${({ theme }) => theme.space.xs};
  }
`

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.lg}`};

  @media ${({ theme }) => theme.media.small} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} 0`};
  }
`

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  letter-spacing: 0.02em;
`

const Description = styled.p`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`

const DetailsLink = styled(Link)`
  align-self: flex-start;
  margin-top: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `0.5rem ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.red};
  transition: background-color ${({ theme }) => theme.motion.fast};

  /* The whole card opens the product; the link stays the one thing a screen reader announces. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  ${Card}:hover & {
    background: ${({ theme }) => theme.colors.redDeep};
  }

  @media ${({ theme }) => theme.media.small} {
    margin-top: 0;
    padding: ${({ theme }) => `0.375rem ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`
