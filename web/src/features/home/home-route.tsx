import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router'
import styled from 'styled-components'
import { deferredSection } from '../../components/deferred-section'
import { PageContainer } from '../../components/page-container'
import { freshContent } from '../../lib/fresh-content'
import { pageMeta } from '../../lib/page-meta'
import { homeStructuredData, siteDataIn } from '../../lib/seo/page-structured-data'
import { fileUrl } from '../../lib/sanity/file'
import { asLoaded, useLiveQuery } from '../../lib/sanity/live-query'
import { useSiteData } from '../../lib/site-data'
import { useEditAttributes } from '../../lib/sanity/edit-attributes'
import { HeroCarousel } from './hero-carousel'

// Below the hero: prerendered in full, hydrated once the browser is idle.
const CategoryCards = deferredSection(() =>
  import('./category-cards').then((module) => module.CategoryCards),
)
const CatalogueBanner = deferredSection(() =>
  import('./catalogue-banner').then((module) => module.CatalogueBanner),
)
const FeaturedProducts = deferredSection(() =>
  import('./featured-products').then((module) => module.FeaturedProducts),
)
const Advantages = deferredSection(() => import('./advantages').then((module) => module.Advantages))
const PromoVideos = deferredSection(() =>
  import('./promo-videos').then((module) => module.PromoVideos),
)

// Both loaders import the page's Sanity module when they run: the browser's loader only when it
// first asks Sanity, so the Sanity client and queries are not part of the page's initial script.
export async function loader() {
  const { loadHomePage } = await import('./load-home-page')
  return loadHomePage()
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const { loadHomePage } = await import('./load-home-page')
  return freshContent(loadHomePage, () => serverLoader<typeof loader>())
}

/** A carousel starts afresh when editors change its slides (the page revalidates after loading). */
const idsOf = (items: { _id: string }[]) => items.map((item) => item._id).join(' ')

export const meta: MetaFunction = ({ matches, location }) => {
  const settings = siteDataIn(matches)?.settings
  return pageMeta({
    matches,
    location,
    seo: settings?.seo,
    structuredData: settings ? homeStructuredData(settings) : [],
  })
}

export { PageErrorBoundary as ErrorBoundary } from '../../components/page-error-boundary'

export default function HomeRoute() {
  const loaded = useLoaderData<typeof clientLoader>()
  const homePage = useLiveQuery('homePageQuery', {}, loaded.homePage, asLoaded)
  const site = useSiteData()
  const cataloguePdf = site?.settings.cataloguePdf
  const editable = useEditAttributes()
  return (
    <>
      {homePage.slides?.length ? (
        <HeroCarousel key={idsOf(homePage.slides)} slides={homePage.slides} />
      ) : null}
      <Page>
        <Intro>
          <h1 {...editable(site?.settings, 'brandName')}>{site?.settings.brandName}</h1>
          {homePage.promoText && <p {...editable(homePage, 'promoText')}>{homePage.promoText}</p>}
        </Intro>
        {homePage.categoryCards && <CategoryCards categories={homePage.categoryCards} />}
        {homePage.catalogueBanner && cataloguePdf && (
          <CatalogueBanner
            homePage={homePage}
            banner={homePage.catalogueBanner}
            pdfUrl={fileUrl(cataloguePdf.url)}
          />
        )}
        {homePage.featuredProducts?.length ? (
          <FeaturedProducts
            key={idsOf(homePage.featuredProducts)}
            products={homePage.featuredProducts}
          />
        ) : null}
        {homePage.advantages?.length ? (
          <Advantages homePage={homePage} advantages={homePage.advantages} />
        ) : null}
        {homePage.promoVideos?.length ? (
          <PromoVideos homePage={homePage} videos={homePage.promoVideos} />
        ) : null}
      </Page>
    </>
  )
}

const Page = styled(PageContainer)`
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`

const Intro = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 48rem;
  margin: 0 auto;
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
    color: ${({ theme }) => theme.colors.navy};
  }

  h1::after {
    content: '';
    display: block;
    width: 64px;
    height: 4px;
    margin: ${({ theme }) => theme.space.sm} auto 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.red};
  }

  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.muted};
  }
`
