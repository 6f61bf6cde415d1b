import styled from 'styled-components'
import { PageContainer } from '../../components/page-container'
import { useEditAttributes } from '../../lib/sanity/edit-attributes'
import { sectionsWithProducts, type CatalogueCategory } from './catalogue-category'
import { ProductCard } from './product-card'

// The most cards a first screen shows: six at 1280-1440 px (a row and the next section's first),
// eight at 1920 px, three on a phone. They load with the page (on a phone the browser fetches those
// below the screen after the ones on it); later ones only as the visitor scrolls near them.
const firstScreenCards = 8

/** A category's catalogue: its introduction, then its sections of product cards in the editors' order. */
export function CataloguePage({ category }: { category: CatalogueCategory }) {
  const sections = sectionsWithProducts(category)
  const firstScreenIds = sections
    .flatMap((section) => section.products ?? [])
    .slice(0, firstScreenCards)
    .map((product) => product._id)
  const editable = useEditAttributes()
  return (
    <PageContainer>
      <Intro>
        {category.introHeading && (
          <Eyebrow {...editable(category, 'title')}>{category.title}</Eyebrow>
        )}
        <h1 {...editable(category, category.introHeading ? 'introHeading' : 'title')}>
          {category.introHeading ?? category.title}
        </h1>
        {category.introDescription && (
          <p {...editable(category, 'introDescription')}>{category.introDescription}</p>
        )}
      </Intro>
      {sections.length === 0 && category.emptyStateText && (
        <EmptyState {...editable(category, 'emptyStateText')}>{category.emptyStateText}</EmptyState>
      )}
      {sections.map((section) => (
        <Section
          key={section._key}
          aria-labelledby={section.heading ? `seccion-${section._key}` : undefined}
          {...editable(category, ['sections', { _key: section._key }, 'products'])}
        >
          {section.heading && (
            <SectionHeading
              id={`seccion-${section._key}`}
              {...editable(category, ['sections', { _key: section._key }, 'heading'])}
            >
              {section.heading}
            </SectionHeading>
          )}
          <CardGrid>
            {section.products?.map((product) => (
              <li key={product._id}>
                <ProductCard
                  product={product}
                  priority={product._id === firstScreenIds[0]}
                  firstScreen={firstScreenIds.includes(product._id)}
                  headingLevel={section.heading ? 3 : 2}
                />
              </li>
            ))}
          </CardGrid>
        </Section>
      ))}
    </PageContainer>
  )
}

const Intro = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 52rem;
  margin-bottom: ${({ theme }) => theme.space.xxl};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    overflow-wrap: anywhere;
  }

  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Eyebrow = styled.p`
  && {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.redDeep};
  }
`

const EmptyState = styled.p`
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  margin-bottom: ${({ theme }) => theme.space.xxl};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surface};
`

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xxl};
`

const SectionHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};

  &::before {
    content: '';
    flex: none;
    width: 0.375rem;
    height: 1.5em;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.red};
  }
`

const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${({ theme }) => theme.media.small} {
    gap: ${({ theme }) => theme.space.sm};
  }
`
