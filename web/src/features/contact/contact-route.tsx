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
import { useSiteData } from '../../lib/site-data'
import { ContactBanner } from './contact-banner'
import { ContactForm } from './contact-form'
import { loadContactPage } from './load-contact-page'

export async function loader() {
  return loadContactPage()
}

// Imported when the browser first asks Sanity, so the Sanity client and queries are not part of
// the page's initial script. Not renamed: React Router's clientLoader split reads a renaming key
// (`{ loadContactPage: other }`) as the static import above and would bundle the module back in.
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const { loadContactPage } = await import('./load-contact-page')
  return freshContent(loadContactPage, () => serverLoader<typeof loader>())
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, title: 'Contáctanos' })

export { PageErrorBoundary as ErrorBoundary } from '../../components/page-error-boundary'

export default function ContactRoute() {
  const { banner, countries, products } = useLoaderData<typeof clientLoader>()
  const settings = useSiteData()?.settings
  const [searchParams] = useSearchParams()
  return (
    <PageContainer>
      <Layout>
        <ContactBanner
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
