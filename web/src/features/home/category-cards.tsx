import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { SanityImage } from '../../components/sanity-image'
import { useEditAttributes } from '../../lib/sanity/edit-attributes'
import { skippedWhileFirstScreenPaints } from '../../styles/first-screen'
import type { CategoryCard } from './home-content'

/** The three categories (Auto y Moto, Hogar, Trabajo), each opening its catalogue. */
export function CategoryCards({ categories }: { categories: CategoryCard[] }) {
  const editable = useEditAttributes()
  return (
    <Cards>
      {categories.map((category) => {
        const { _id, slug, homeCard } = category
        return (
          <Card key={_id}>
            <Icon {...editable(category, 'homeCard.icon')}>
              <SanityImage image={homeCard?.icon} sizes="96px" widths={[96, 192]} alt="" />
            </Icon>
            <h2 {...editable(category, 'homeCard.title')}>{homeCard?.title}</h2>
            {homeCard?.description && (
              <p {...editable(category, 'homeCard.description')}>{homeCard.description}</p>
            )}
            <CardLink to={`/${slug}`} {...editable(category, 'homeCard.buttonText')}>
              {homeCard?.buttonText ?? homeCard?.title}
              <ArrowRight aria-hidden size={18} />
            </CardLink>
          </Card>
        )
      })}
    </Cards>
  )
}

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};

  @media ${({ theme }) => theme.media.menu} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`

// On a phone the first card's icon is on the first screen: it waits for the hero to paint.
const Icon = styled.span`
  display: block;
  width: 96px;
  height: 96px;
  ${skippedWhileFirstScreenPaints}

  img {
    width: 100%;
    height: 100%;
  }
`

const Card = styled.article`
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  border-top: 4px solid ${({ theme }) => theme.colors.red};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.navy};
  }

  p {
    color: ${({ theme }) => theme.colors.muted};
  }

  @media ${({ theme }) => theme.media.menu} {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-rows: auto;
    justify-items: start;
    column-gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.lg};
    text-align: left;

    ${Icon} {
      grid-row: span 3;
      width: 64px;
      height: 64px;
    }
  }
`

const CardLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `0.7rem ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.navy};
  transition: background-color ${({ theme }) => theme.motion.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.red};
  }
`
