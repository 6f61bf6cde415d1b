import type { MetaFunction } from 'react-router'
import styled from 'styled-components'
import { PageContainer } from '../../components/page-container'
import { pageMeta } from '../../lib/page-meta'
import { telHref } from '../../lib/tel-href'
import { useSiteData } from '../../lib/site-data'

export const meta: MetaFunction = ({ matches }) => pageMeta({ matches, title: 'Contáctanos' })

export default function ContactRoute() {
  const settings = useSiteData()?.settings
  return (
    <PageContainer>
      <Heading>
        <h1>Contáctanos</h1>
        <p>Escríbenos o llámanos: con gusto te asesoramos.</p>
      </Heading>
      <ContactLines>
        {settings?.landline && (
          <li>
            Teléfono fijo: <a href={telHref(settings.landline)}>{settings.landline}</a>
          </li>
        )}
        {settings?.mobile && (
          <li>
            Celular: <a href={telHref(settings.mobile)}>{settings.mobile}</a>
          </li>
        )}
        {settings?.customerServiceEmail && (
          <li>
            Correo:{' '}
            <a href={`mailto:${settings.customerServiceEmail}`}>{settings.customerServiceEmail}</a>
          </li>
        )}
      </ContactLines>
    </PageContainer>
  )
}

const Heading = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }

  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`

const ContactLines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.navy};
  }
`
