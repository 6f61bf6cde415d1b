import { Menu } from 'lucide-react'
import { useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react'
import { Link } from 'react-router'
import styled, { useTheme } from 'styled-components'
import { skippedWhileFirstScreenPaints } from '../../styles/first-screen'
import { NewTabLink } from '../../components/new-tab-link'
import { CategoriesMenu } from './categories-menu'
import { navItem } from './nav-item'
import { PaymentLink } from './payment-link'
import { SideMenu } from './side-menu'
import type { SiteNavigation } from './site-navigation'

type SiteHeaderProps = {
  navigation: SiteNavigation
}

export function SiteHeader({ navigation }: SiteHeaderProps) {
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const sideMenuRef = useRef<HTMLDialogElement>(null)
  const sideMenuId = useId()
  const { media } = useTheme()

  // A visitor may have opened the menu from the HTML before the app took over.
  useLayoutEffect(() => {
    if (sideMenuRef.current?.open) setIsMenuOpen(true)
  }, [])

  useEffect(() => {
    if (!isMenuOpen || typeof window.matchMedia !== 'function') return
    const wideScreen = window.matchMedia(media.aboveMenu)
    const closeMenu = () => sideMenuRef.current?.close()
    wideScreen.addEventListener('change', closeMenu)
    return () => wideScreen.removeEventListener('change', closeMenu)
  }, [isMenuOpen, media.aboveMenu])

  // The app opens it itself, so browsers without invoker commands open it too.
  function openMenu(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    const sideMenu = sideMenuRef.current
    if (sideMenu && !sideMenu.open) sideMenu.showModal()
    setIsMenuOpen(true)
  }

  function onMenuClosed() {
    setIsMenuOpen(false)
    menuButtonRef.current?.focus()
  }

  return (
    <Header>
      <Bar>
        <LogoLink to="/" aria-label={`${navigation.brandName}, inicio`}>
          {navigation.logo ? (
            // Small and on every page: it waits until the page's largest image has painted.
            <LogoFrame $aspectRatio={navigation.logo.width / navigation.logo.height}>
              <img
                src={navigation.logo.src}
                srcSet={navigation.logo.srcSet}
                sizes={navigation.logo.sizes}
                width={navigation.logo.width}
                height={navigation.logo.height}
                alt=""
                loading="lazy"
                fetchPriority="low"
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
                <NavNewTabLink href={navigation.cataloguePdfUrl}>Catálogo</NavNewTabLink>
              </li>
            )}
            <li>
              <NavLink to="/Contacto">Contáctanos</NavLink>
            </li>
          </NavList>
          {navigation.paymentUrl && <PaymentLink href={navigation.paymentUrl} />}
        </DesktopNav>
        <MenuButton
          ref={menuButtonRef}
          type="button"
          aria-label="Abrir menú"
          aria-haspopup="dialog"
          aria-expanded={isMenuOpen}
          aria-controls={sideMenuId}
          command="show-modal"
          commandfor={sideMenuId}
          onClick={openMenu}
        >
          <Menu size={26} aria-hidden="true" />
        </MenuButton>
      </Bar>
      <SideMenu
        id={sideMenuId}
        ref={sideMenuRef}
        navigation={navigation}
        onClosed={onMenuClosed}
      />
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
  ${skippedWhileFirstScreenPaints}

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

const MenuButton = styled.button`
  display: none;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.surface};

  @media ${({ theme }) => theme.media.menu} {
    display: grid;
  }
`
