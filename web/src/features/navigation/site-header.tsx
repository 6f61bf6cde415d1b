import { useId } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { deferredSection } from '../../components/deferred-section'
import { NewTabLink } from '../../components/new-tab-link'
import { useEditAttributes } from '../../lib/sanity/edit-attributes'
import { useSiteData } from '../../lib/site-data'
import { CategoriesMenu } from './categories-menu'
import { navItem } from './nav-item'
import { PaymentLink } from './payment-link'
import { SideMenuButton } from './side-menu-button'
import type { SiteNavigation } from './site-navigation'

// In the page's HTML, so the hamburger opens it before the app runs; its code (Tab cycling, links
// that close it) is not in the initial script but arrives once the page has loaded.
const SideMenu = deferredSection(() => import('./side-menu').then((module) => module.SideMenu))

type SiteHeaderProps = {
  navigation: SiteNavigation
}

export function SiteHeader({ navigation }: SiteHeaderProps) {
  const sideMenuId = useId()
  const editable = useEditAttributes()
  const settings = useSiteData()?.settings

  return (
    <Header>
      <Bar>
        <LogoLink
          to="/"
          aria-label={`${navigation.brandName}, inicio`}
          {...editable(settings, 'logo')}
        >
          {navigation.logo ? (
            // On every page's first screen, the largest paint of a page without a hero: fetched
            // with the page, never lazy or held back (it is small beside the hero).
            <LogoFrame $aspectRatio={navigation.logo.width / navigation.logo.height}>
              <img
                src={navigation.logo.src}
                srcSet={navigation.logo.srcSet}
                sizes={navigation.logo.sizes}
                width={navigation.logo.width}
                height={navigation.logo.height}
                alt=""
              />
            </LogoFrame>
          ) : (
            navigation.brandName
          )}
        </LogoLink>
        <DesktopNav aria-label="Principal">
          <NavList>
            <li>
              <NavLink to="/">Inicio</NavLink>
            </li>
            <li>
              <CategoriesMenu categories={navigation.categories} />
            </li>
            {navigation.cataloguePdfUrl && (
              <li>
                <NavNewTabLink
                  href={navigation.cataloguePdfUrl}
                  {...editable(settings, 'cataloguePdf')}
                >
                  Catálogo
                </NavNewTabLink>
              </li>
            )}
            <li>
              <NavLink to="/Contacto">Contáctanos</NavLink>
            </li>
          </NavList>
          {navigation.paymentUrl && <PaymentLink href={navigation.paymentUrl} />}
        </DesktopNav>
        <SideMenuButton menuId={sideMenuId} />
      </Bar>
      <SideMenu id={sideMenuId} navigation={navigation} />
    </Header>
  )
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: 0 2px 12px rgba(11, 37, 69, 0.06);
`

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.contentWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.layout.gutter}`};
`

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.navy};
`

/** The logo's box, sized before its image arrives, since the image waits for the first paint. */
const LogoFrame = styled.span<{ $aspectRatio: number }>`
  display: block;
  height: 48px;
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio};

  img {
    width: 100%;
    height: 100%;
  }
`

const DesktopNav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  @media ${({ theme }) => theme.media.menu} {
    display: none;
  }
`

const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`

const NavLink = styled(Link)`
  ${navItem}
`

const NavNewTabLink = styled(NewTabLink)`
  ${navItem}
`
