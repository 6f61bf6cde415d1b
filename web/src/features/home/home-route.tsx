import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router'
import styled from 'styled-components'
import { PageContainer } from '../../components/page-container'
import { freshContent } from '../../lib/fresh-content'
import { pageMeta } from '../../lib/page-meta'
import { client } from '../../lib/sanity/client'
import { homePageQuery } from '../../lib/sanity/queries'
import { useSiteData } from '../../lib/site-data'

async function loadHomePage() {
  const homePage = await client.fetch(homePageQuery)
  if (!homePage) throw new Error('Sanity has no published homePage document.')
  return { homePage }
}

export async function loader() {
  return loadHomePage()
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  return freshContent(loadHomePage, () => serverLoader<typeof loader>())
}

export const meta: MetaFunction = ({ matches }) => pageMeta({ matches })

export default function HomeRoute() {
  const { homePage } = useLoaderData<typeof clientLoader>()
  const site = useSiteData()
  return (
    <PageContainer>
      <Intro>
        <h1>{site?.settings.brandName}</h1>
        {homePage.promoText && <PromoText>{homePage.promoText}</PromoText>}
      </Intro>
    </PageContainer>
  )
}

const Intro = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 48rem;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`

const PromoText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.muted};
`
