import {
  useLoaderData,
  useSearchParams,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from 'react-router'
import styled from 'styled-components'
import { PageContainer } from '../../components/page-container'
import { freshContent } from '../../lib/fresh-content'
import { pageMeta } from '../../lib/page-meta'
import { useLiveQuery } from '../../lib/sanity/live-query'
import { useSiteData } from '../../lib/site-data'
import { ContactBanner } from './contact-banner'
import { ContactForm } from './contact-form'
import { contactPageContent } from './contact-page-content'

// Both loaders import the page's Sanity module when they run: the browser's loader only when it
// first asks Sanity, so the Sanity client and queries are not part of the page's initial script.
export async function loader() {
  const { loadContactPage } = await import('./load-contact-page')
  return loadContactPage()
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const { loadContactPage } = await import('./load-contact-page')
  return freshContent(loadContactPage, () => serverLoader<typeof loader>())
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, title: 'Contáctanos' })

export { PageErrorBoundary as ErrorBoundary } from '../../components/page-error-boundary'

export default function ContactRoute() {
  const { banner, countries, products } = useLiveQuery(
    'contactPageQuery',
    {},
    useLoaderData<typeof clientLoader>(),
    contactPageContent,
  )
  const settings = useSiteData()?.settings
  const [searchParams] = useSearchParams()
  return (
    <PageContainer>
      <Layout>
        <ContactBanner
          settings={settings}
          landline={settings?.landline}
          mobile={settings?.mobile}
          email={settings?.customerServiceEmail}
          image={banner}
        />
        <ContactForm
          countries={countries}
          products={products}
          emailExample={settings?.emailExample ?? 'nombre@example.com'}
          dataPolicyUrl={settings?.dataPolicyUrl ?? undefined}
          customerServiceEmail={settings?.customerServiceEmail ?? undefined}
          productSlug={searchParams.get('producto') ?? undefined}
        />
      </Layout>
    </PageContainer>
  )
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 60rem;
  margin: 0 auto;
`
