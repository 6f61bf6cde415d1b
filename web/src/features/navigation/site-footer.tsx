import { MapPin, Phone } from 'lucide-react'
import { Link } from 'react-router'
import styled, { css } from 'styled-components'
import { NewTabLink } from '../../components/new-tab-link'
import { useEditAttributes } from '../../lib/sanity/edit-attributes'
import { useSiteData } from '../../lib/site-data'
import { telHref } from '../../lib/tel-href'
import { MapEmbed } from './map-embed'
import { mapPlaceUrl } from './map-place-url'
import type { SiteNavigation } from './site-navigation'
import { SocialLinks } from './social-links'
import { belowTheFirstScreen } from '../../styles/below-the-first-screen'

type SiteFooterProps = {
  navigation: SiteNavigation
}

export function SiteFooter({ navigation }: SiteFooterProps) {
  const editable = useEditAttributes()
  const settings = useSiteData()?.settings
  return (
    <Footer>
      <Columns>
        <Column>
          <Brand {...editable(settings, 'brandName')}>{navigation.brandName}</Brand>
          <SocialLinks networks={navigation.socialNetworks} {...editable(settings, 'social')} />
        </Column>
        <Column as="nav" aria-label="Pie de página">
          <ColumnHeading>Enlaces</ColumnHeading>
          <LinkList>
            <li>
              <FooterLink to="/">Inicio</FooterLink>
            </li>
            {navigation.categories.map((category) => (
              <li key={category.slug}>
                <FooterLink to={`/${category.slug}`}>{category.label}</FooterLink>
              </li>
            ))}
            <li>
              <FooterLink to="/Contacto">Contactanos</FooterLink>
            </li>
            {navigation.dataPolicyUrl && (
              <li>
                <FooterNewTabLink href={navigation.dataPolicyUrl}>Políticas</FooterNewTabLink>
              </li>
            )}
          </LinkList>
        </Column>
        <Column>
          <ColumnHeading>Visítanos</ColumnHeading>
          {navigation.address && (
            <ContactLine>
              <MapPin size={18} aria-hidden="true" />
              <address {...editable(settings, 'address')}>{navigation.address}</address>
            </ContactLine>
          )}
          {navigation.phone && (
            <ContactLine>
              <Phone size={18} aria-hidden="true" />
              <a
                href={telHref(navigation.phone)}
                {...editable(settings, settings?.mobile ? 'mobile' : 'landline')}
              >
                {navigation.phone}
              </a>
            </ContactLine>
          )}
        </Column>
        {navigation.mapEmbedUrl && (
          <MapColumn {...editable(settings, 'mapEmbedUrl')}>
            <MapEmbed
              src={navigation.mapEmbedUrl}
              title={`Mapa de la ubicación de ${navigation.brandName}`}
              placeUrl={mapPlaceUrl(navigation.mapEmbedUrl, navigation.address)}
            />
          </MapColumn>
        )}
      </Columns>
      <Copyright>© 2025 {navigation.brandName}. Todos los derechos reservados.</Copyright>
    </Footer>
  )
}

const Footer = styled.footer`
  ${belowTheFirstScreen('40rem')}
  margin-top: ${({ theme }) => theme.space.xxxl};
  color: rgba(255, 255, 255, 0.88);
  background: ${({ theme }) => theme.colors.navy};
  border-top: 4px solid ${({ theme }) => theme.colors.yellow};
`

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.layout.gutter}`};
`

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`

const MapColumn = styled.div`
  min-width: 0;
`

const Brand = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  color: ${({ theme }) => theme.colors.white};
`

const ColumnHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.yellow};
`

const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`

const footerLink = css`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.white};
    text-decoration: underline;
  }
`

const FooterLink = styled(Link)`
  ${footerLink}
`

const FooterNewTabLink = styled(NewTabLink)`
  ${footerLink}
`

const ContactLine = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};

  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.colors.yellow};
  }

  address {
    font-style: normal;
  }

  a {
    text-decoration: none;
  }
`

const Copyright = styled.p`
  padding: ${({ theme }) => `${theme.space.md} ${theme.layout.gutter}`};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`
