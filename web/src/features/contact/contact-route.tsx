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
import { client } from '../../lib/sanity/client'
import { imageUrl } from '../../lib/sanity/image'
import { contactPageQuery } from '../../lib/sanity/queries'
import { useSiteData } from '../../lib/site-data'
import { ContactBanner } from './contact-banner'
import { ContactForm, type ContactFormCountry } from './contact-form'

async function loadContactPage() {
  const { countries, banner, products } = await client.fetch(contactPageQuery)
  return {
    banner,
    products,
    countries: countries.map((country): ContactFormCountry => ({
      value: country.value,
      name: country.name,
      label: country.label,
      dialCode: country.dialCode,
      nationalNumberLength: country.nationalNumberLength,
      states: country.states,
      flag: country.flag ? flagImage(country.flag, country.flag.alt) : undefined,
    })),
  }
}

function flagImage(flag: Parameters<typeof imageUrl>[0], alt: string) {
  const src = imageUrl(flag, 40)
  const retina = imageUrl(flag, 80)
  return src && retina ? { src, srcSet: `${src} 1x, ${retina} 2x`, alt } : undefined
}

export async function loader() {
  return loadContactPage()
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  return freshContent(loadContactPage, () => serverLoader<typeof loader>())
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, title: 'Contáctanos' })

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
