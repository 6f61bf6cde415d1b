import {
  Link,
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router'
import styled from 'styled-components'
import { PageContainer } from '../../components/page-container'
import { freshContent } from '../../lib/fresh-content'
import { notFound } from '../../lib/not-found'
import { pageMeta } from '../../lib/page-meta'
import { client } from '../../lib/sanity/client'
import { categoryPageQuery } from '../../lib/sanity/queries'

/** The catalogue routes are the category slugs themselves: '/paraTuAuto' shows 'paraTuAuto'. */
function categorySlug(url: URL): string {
  return url.pathname.split('/').filter(Boolean).pop() ?? ''
}

async function loadCategory(slug: string) {
  const category = await client.fetch(categoryPageQuery, { slug })
  if (!category) throw notFound()
  return { category }
}

export async function loader({ url }: LoaderFunctionArgs) {
  return loadCategory(categorySlug(url))
}

export async function clientLoader({ url, serverLoader }: ClientLoaderFunctionArgs) {
  return freshContent(
    () => loadCategory(categorySlug(url)),
    () => serverLoader<typeof loader>(),
  )
}

export const meta: MetaFunction<typeof clientLoader> = ({ matches, loaderData, error }) =>
  pageMeta({ matches, title: loaderData?.category.title, seo: loaderData?.category.seo, error })

export default function CatalogueRoute() {
  const { category } = useLoaderData<typeof clientLoader>()
  const sections = (category.sections ?? []).filter((section) => section.products?.length)
  return (
    <PageContainer>
      <Intro>
        <h1>{category.introHeading ?? category.title}</h1>
        {category.introDescription && <p>{category.introDescription}</p>}
      </Intro>
      {sections.length === 0 && category.emptyStateText && <p>{category.emptyStateText}</p>}
      {sections.map((section) => (
        <Section key={section._key}>
          {section.heading && <h2>{section.heading}</h2>}
          <ProductList>
            {section.products?.map((product) => (
              <li key={product._id}>
                <Link to={`/${product.slug}`}>{product.title}</Link>
              </li>
            ))}
          </ProductList>
        </Section>
      ))}
    </PageContainer>
  )
}

const Intro = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 52rem;
  margin-bottom: ${({ theme }) => theme.space.xl};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }

  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};

  h2 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

const ProductList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;

  a {
    display: block;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    color: ${({ theme }) => theme.colors.navy};
  }

  a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`
