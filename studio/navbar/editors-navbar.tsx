import { useMemo, type MouseEvent, type ReactNode } from 'react'
import { useWorkspace, WorkspaceProvider, type NavbarProps } from 'sanity'
import { createGlobalStyle } from 'styled-components'
import { isOffline } from '../env'

/** Sanity's perspective control at the top right: the word («Borradores») and its arrow. */
const perspectiveControl = "[data-ui='ReleasesNav']"
/** The arrow: the only part of the control that opens the menu in Sanity's own bar. */
const perspectiveMenuButton = '#releases-menu'

const WholeControlClickable = createGlobalStyle`
  ${perspectiveControl}, ${perspectiveControl} * {
    cursor: pointer;
  }
`

/**
 * A click on the word opens the menu, as a click on its arrow does: editors click the word they
 * read. The word is Sanity's label beside the menu's button, with no handler of its own.
 */
function openPerspectiveMenu(event: MouseEvent) {
  if (!(event.target instanceof Element)) return
  const control = event.target.closest(perspectiveControl)
  if (!control || event.target.closest('button, a')) return
  control.querySelector<HTMLElement>(perspectiveMenuButton)?.click()
}

/**
 * On the local Content Lake every visitor is the one local editor and there is no session to
 * end, so Sanity's «Cerrar sesión» did nothing. Sanity's user menu offers it only when the
 * workspace's sign-in can sign out: the bar is drawn from the same workspace with that taken
 * away, and the menu (on a phone, the drawer) leaves the item out.
 */
function WithoutSignOut({ children }: { children: ReactNode }) {
  const workspace = useWorkspace()
  const withoutSignOut = useMemo(
    () => ({ ...workspace, auth: { ...workspace.auth, logout: undefined } }),
    [workspace],
  )
  return <WorkspaceProvider workspace={withoutSignOut}>{children}</WorkspaceProvider>
}

/** The Studio's top bar as editors use it. */
export function EditorsNavbar(props: NavbarProps) {
  const navbar = props.renderDefault(props)
  return (
    // `display: contents`: the wrapper only listens; the bar lays out as Sanity draws it.
    <div style={{ display: 'contents' }} onClick={openPerspectiveMenu}>
      <WholeControlClickable />
      {isOffline ? <WithoutSignOut>{navbar}</WithoutSignOut> : navbar}
    </div>
  )
}
