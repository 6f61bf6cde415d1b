import { ArrowLeft } from 'lucide-react'
import type { KeyboardEvent, MouseEvent } from 'react'
import { Link } from 'react-router'
import styled, { css } from 'styled-components'
import { NewTabLink } from '../../components/new-tab-link'
import { withPlatformAttributes } from '../../styles/platform-attributes'
import { PaymentLink } from './payment-link'
import type { SiteNavigation } from './site-navigation'

type SideMenuProps = {
  id: string
  navigation: SiteNavigation
}

const focusableSelector = 'a[href], button:not([disabled])'

/**
 * The small-screen menu: a modal <dialog> in the page's HTML, so the hamburger opens it with
 * `command="show-modal"` before the app runs and without JavaScript. The platform keeps the page
 * behind inert, closes it on Escape and on a tap on the backdrop (`closedby="any"`), and gives focus
 * back to the hamburger; once the app runs, Tab also cycles inside it, as it did before.
 */
export function SideMenu({ id, navigation }: SideMenuProps) {
  const close = (event: { currentTarget: Element }) =>
    event.currentTarget.closest('dialog')?.close()

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.currentTarget.close()
      return
    }
    if (event.key !== 'Tab') return
    const focusable = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector),
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

  // The panel's content covers the dialog's box: a click on the dialog itself hit the backdrop.
  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) event.currentTarget.close()
  }

  return (
    <Panel
      id={id}
      aria-label="Menú"
      closedby="any"
      // The browser sets `open` when the visitor opens it before the app runs: not a mismatch.
      suppressHydrationWarning
      onKeyDown={handleKeyDown}
      onClick={closeOnBackdrop}
    >
      <BackButton type="button" command="close" commandfor={id} onClick={close}>
        <ArrowLeft size={20} aria-hidden="true" />
        Volver
      </BackButton>
      <nav aria-label="Menú del sitio">
        <MenuList>
          <li>
            <MenuLink to="/" onClick={close}>
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
                  <MenuLink to={`/${category.slug}`} onClick={close} $nested>
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
  )
}

const Panel = styled.dialog.withConfig(withPlatformAttributes)`
  /* The page behind stays still while the menu is open, with or without the app. */
  html:has(&:modal) {
    overflow: hidden;
  }

  inset: 0 auto 0 0;
  width: min(20rem, 86vw);
  max-width: none;
  height: 100dvh;
  max-height: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.navy};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &[open] {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.lg};
    animation: slide-in ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  }

  &::backdrop {
    background: rgba(7, 26, 51, 0.55);
  }

  @keyframes slide-in {
    from {
      transform: translateX(-100%);
    }
  }
`

const BackButton = styled.button.withConfig(withPlatformAttributes)`
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
