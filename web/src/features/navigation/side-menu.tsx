import { ArrowLeft } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react'
import { createPortal } from 'react-dom'
import { Link } from 'react-router'
import styled, { css, useTheme } from 'styled-components'
import { NewTabLink } from '../../components/new-tab-link'
import { PaymentLink } from './payment-link'
import type { SiteNavigation } from './site-navigation'

type SideMenuProps = {
  id: string
  navigation: SiteNavigation
  onClose: () => void
}

const focusableSelector = 'a[href], button:not([disabled])'

/** The small-screen menu: a modal panel that keeps focus inside and the page behind still. */
export function SideMenu({ id, navigation, onClose }: SideMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const backButtonRef = useRef<HTMLButtonElement>(null)
  const { media } = useTheme()

  // Focus and the still page arrive in the same commit that shows the menu, before it is painted.
  useLayoutEffect(() => {
    backButtonRef.current?.focus()
    const { style } = document.body
    const previousOverflow = style.overflow
    style.overflow = 'hidden'
    return () => {
      style.overflow = previousOverflow
    }
  }, [])

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const wideScreen = window.matchMedia(media.aboveMenu)
    wideScreen.addEventListener('change', onClose)
    return () => wideScreen.removeEventListener('change', onClose)
  }, [media.aboveMenu, onClose])

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
      return
    }
    if (event.key !== 'Tab') return
    const focusable = Array.from(
      panelRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? [],
    )
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  // Rendered at the end of <body>, above everything else on the page (the chat button too).
  return createPortal(
    <>
      <Backdrop aria-hidden="true" onClick={onClose} />
      <Panel
        id={id}
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Menú"
        onKeyDown={handleKeyDown}
      >
        <BackButton ref={backButtonRef} type="button" onClick={onClose}>
          <ArrowLeft size={20} aria-hidden="true" />
          Volver
        </BackButton>
        <nav aria-label="Menú del sitio">
          <MenuList>
            <li>
              <MenuLink to="/" onClick={onClose}>
                Inicio
              </MenuLink>
            </li>
            {navigation.aboutUrl && (
              <li>
                <MenuNewTabLink href={navigation.aboutUrl}>Conócenos</MenuNewTabLink>
              </li>
            )}
            <li>
              <GroupHeading>Categorias</GroupHeading>
              <MenuList>
                {navigation.categories.map((category) => (
                  <li key={category.slug}>
                    <MenuLink to={`/${category.slug}`} onClick={onClose} $nested>
                      {category.label}
                    </MenuLink>
                  </li>
                ))}
              </MenuList>
            </li>
            {navigation.cataloguePdfUrl && (
              <li>
                <MenuNewTabLink href={navigation.cataloguePdfUrl}>Catálogo</MenuNewTabLink>
              </li>
            )}
            {navigation.staticContactUrl && (
              <li>
                <MenuNewTabLink href={navigation.staticContactUrl}>Contáctanos</MenuNewTabLink>
              </li>
            )}
          </MenuList>
        </nav>
        {navigation.paymentUrl && <PaymentLink href={navigation.paymentUrl} />}
      </Panel>
    </>,
    document.body,
  )
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: rgba(7, 26, 51, 0.55);
`

const Panel = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: min(20rem, 86vw);
  padding: ${({ theme }) => theme.space.lg};
  overflow-y: auto;
  overscroll-behavior: contain;
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.navy};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  animation: slide-in ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};

  @keyframes slide-in {
    from {
      transform: translateX(-100%);
    }
  }
`

const BackButton = styled.button`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid rgba(255, 255, 255, 0.4);
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: inherit;
  background: transparent;

  &:hover {
    background: ${({ theme }) => theme.colors.navySoft};
  }
`

const MenuList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`

const GroupHeading = styled.span`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.xxs}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.yellow};
`

const menuLinkStyles = css`
  display: block;
  padding: ${({ theme }) => `0.625rem ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  color: inherit;

  &:hover {
    background: ${({ theme }) => theme.colors.navySoft};
  }
`

const MenuLink = styled(Link)<{ $nested?: boolean }>`
  ${menuLinkStyles}
  padding-left: ${({ $nested, theme }) => ($nested ? theme.space.lg : theme.space.sm)};
`

const MenuNewTabLink = styled(NewTabLink)`
  ${menuLinkStyles}
`
