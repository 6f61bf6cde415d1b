import { useId } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { SanityImage } from '../../components/sanity-image'
import { useEditAttributes, type EditedDocument } from '../../lib/sanity/edit-attributes'
import type { ScentVariant } from './product'

const scentNames: Record<ScentVariant['scent'], string> = {
  Cafe: 'Café',
  Jazmin: 'Jazmín',
  Limon: 'Limón',
  Oceano: 'Océano',
  Rosa: 'Rosa',
}

type ScentVariantsProps = {
  product: EditedDocument
  variants: ScentVariant[]
  /** The slug of the page being shown, whose scent is marked as the current one. */
  currentSlug: string
}

/** The thumbnails of the silicone's scents, each opening that scent's page. */
export function ScentVariants({ product, variants, currentSlug }: ScentVariantsProps) {
  const headingId = useId()
  const editable = useEditAttributes()
  return (
    <nav aria-labelledby={headingId}>
      <Heading id={headingId}>Aromas</Heading>
      <List>
        {variants.map((variant) => (
          <li key={variant._key} {...editable(product, ['scentVariants', { _key: variant._key }])}>
            <ScentLink
              to={`/${variant.slug}`}
              aria-current={variant.slug === currentSlug ? 'page' : undefined}
            >
              <SanityImage
                image={variant.image}
                sizes="4.5rem"
                widths={[72, 144, 216]}
                aspectRatio={1}
                alt=""
                // Beside the product's picture, on the first screen of a wide window.
                firstScreen
              />
              <span>{scentNames[variant.scent]}</span>
            </ScentLink>
          </li>
        ))}
      </List>
    </nav>
  )
}

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 4.75rem));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`

const ScentLink = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.ink};
  background: ${({ theme }) => theme.colors.white};
  transition: border-color ${({ theme }) => theme.motion.fast};

  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.navySoft};
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.red};
    color: ${({ theme }) => theme.colors.navy};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.red} inset;
  }
`
