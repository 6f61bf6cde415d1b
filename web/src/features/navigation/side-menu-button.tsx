import { Menu } from 'lucide-react'
import { useEffect, type MouseEvent } from 'react'
import styled, { useTheme } from 'styled-components'
import { useMediaQuery } from '../../hooks/use-media-query'
import { useShowing } from '../../lib/popover'
import { withPlatformAttributes } from '../../styles/platform-attributes'

// Found by id: the element is in the page before the menu's own code has taken it over.
const sideMenu = (id: string) => document.getElementById(id) as HTMLDialogElement | null

/**
 * The hamburger that opens the side menu (`menuId`) on a phone. It alone follows whether the menu
 * is showing, so that opening, closing and the app's start re-render this button, not the header.
 */
export function SideMenuButton({ menuId }: { menuId: string }) {
  const isMenuOpen = useShowing(menuId)
  const { media } = useTheme()
  const wideScreen = useMediaQuery(media.aboveMenu)

  // The hamburger is gone on a wide screen: the menu it opened closes with it.
  useEffect(() => {
    if (wideScreen && isMenuOpen) sideMenu(menuId)?.close()
  }, [wideScreen, isMenuOpen, menuId])

  // The app opens it itself, so browsers without invoker commands open it too. The platform gives
  // focus back to the hamburger when it closes.
  function openMenu(event: MouseEvent<HTMLButtonElement>) {
    const menu = sideMenu(menuId)
    if (!menu) return
    event.preventDefault()
    if (!menu.open) menu.showModal()
  }

  return (
    <MenuButton
      type="button"
      aria-label="Abrir menú"
      aria-haspopup="dialog"
      aria-expanded={isMenuOpen}
      aria-controls={menuId}
      command="show-modal"
      commandfor={menuId}
      onClick={openMenu}
    >
      <Menu size={26} aria-hidden="true" />
    </MenuButton>
  )
}

const MenuButton = styled.button.withConfig(withPlatformAttributes)`
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
