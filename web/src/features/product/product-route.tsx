import {
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
import { productPageQuery } from '../../lib/sanity/queries'

async function loadProduct(slug: string | undefined) {
  const product = slug ? await client.fetch(productPageQuery, { slug }) : null
  if (!product) throw notFound()
  return { product }
}

export async function loader({ params }: LoaderFunctionArgs) {
  return loadProduct(params.slug)
}

export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  return freshContent(
    () => loadProduct(params.slug),
    () => serverLoader<typeof loader>(),
  )
}

export const meta: MetaFunction<typeof clientLoader> = ({ matches, loaderData, error }) =>
  pageMeta({
    matches,
    error,
    title: loaderData?.product.title,
    seo: {
      title: loaderData?.product.seo?.title,
      description: loaderData?.product.seo?.description ?? loaderData?.product.cardDescription,
    },
  })

export default function ProductRoute() {
  const { product } = useLoaderData<typeof clientLoader>()
  return (
    <PageContainer>
      <Heading>
        <h1>{product.title}</h1>
        <p>{product.subtitle}</p>
      </Heading>
    </PageContainer>
  )
}

const Heading = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }

  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.muted};
  }
`
