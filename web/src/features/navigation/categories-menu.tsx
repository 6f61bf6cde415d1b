import { ChevronDown } from 'lucide-react'
import {
  useId,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { isPopoverOpen, useShowing } from '../../lib/popover'
import { navItem } from './nav-item'
import type { NavigationCategory } from './site-navigation'

type CategoriesMenuProps = {
  categories: NavigationCategory[]
}

/**
 * The header's 'Categorias' dropdown, following the disclosure pattern. The list is a popover in
 * the page's HTML, so the button opens it before the app runs and without JavaScript, and the
 * platform closes it on Escape and on a tap outside; the app adds the arrow keys and closes it when
 * focus leaves.
 */
export function CategoriesMenu({ categories }: CategoriesMenuProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const listId = useId()

  const show = () => {
    if (!isPopoverOpen(listRef.current)) listRef.current?.showPopover()
  }
  const hide = () => {
    if (isPopoverOpen(listRef.current)) listRef.current?.hidePopover()
  }

  function itemLinks(): HTMLAnchorElement[] {
    return Array.from(listRef.current?.querySelectorAll('a') ?? [])
  }

  function focusItem(index: number) {
    const links = itemLinks()
    links[(index + links.length) % links.length]?.focus()
  }

  function toggle(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    if (isPopoverOpen(listRef.current)) hide()
    else show()
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const open = isPopoverOpen(listRef.current)
    const links = itemLinks()
    const current = links.indexOf(document.activeElement as HTMLAnchorElement)
    switch (event.key) {
      case 'Escape':
        if (!open) return
        event.preventDefault()
        hide()
        triggerRef.current?.focus()
        return
      case 'ArrowDown':
        event.preventDefault()
        show()
        focusItem(current + 1)
        return
      case 'ArrowUp':
        if (!open) return
        event.preventDefault()
        focusItem(current === -1 ? -1 : current - 1)
        return
      case 'Home':
      case 'End':
        if (!open || current === -1) return
        event.preventDefault()
        focusItem(event.key === 'Home' ? 0 : -1)
        return
    }
  }

  function closeWhenFocusLeaves(event: FocusEvent<HTMLDivElement>) {
    if (!containerRef.current?.contains(event.relatedTarget as Node | null)) hide()
  }

  return (
    <Container ref={containerRef} onKeyDown={handleKeyDown} onBlur={closeWhenFocusLeaves}>
      <CategoriesButton ref={triggerRef} listId={listId} onClick={toggle} />
      <List id={listId} ref={listRef} popover="auto">
        {categories.map((category) => (
          <li key={category.slug}>
            <ItemLink to={`/${category.slug}`} onClick={hide}>
              {category.label}
            </ItemLink>
          </li>
        ))}
      </List>
    </Container>
  )
}

type CategoriesButtonProps = {
  ref: RefObject<HTMLButtonElement | null>
  listId: string
  onClick: (event: MouseEvent<HTMLButtonElement>) => void
}

/** The dropdown's button: it alone follows whether the list is showing, not the whole menu. */
function CategoriesButton({ ref, listId, onClick }: CategoriesButtonProps) {
  // Unknown until the app runs: the platform then tells assistive technology itself.
  const isOpen = useShowing(listId)
  return (
    <Trigger
      ref={ref}
      type="button"
      aria-expanded={isOpen}
      aria-controls={listId}
      popoverTarget={listId}
      onClick={onClick}
    >
      Categorias
      <Chevron size={18} aria-hidden="true" />
    </Trigger>
  )
}

const Chevron = styled(ChevronDown)`
  transition: transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
`

const List = styled.ul`
  /* A popover sits in the top layer, out of the header's flow: placed under its button. */
  position: fixed;
  position-anchor: --categories-button;
  inset: auto;
  top: calc(anchor(bottom) + 0.5rem);
  left: anchor(left);
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 14rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  color: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`

const Trigger = styled.button`
  ${navItem}
  anchor-name: --categories-button;
`

const Container = styled.div`
  position: relative;

  &:has(${List}:popover-open) ${Trigger} {
    background: ${({ theme }) => theme.colors.surface};
  }

  &:has(${List}:popover-open) ${Chevron} {
    transform: rotate(180deg);
  }
`

const ItemLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.ink};
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};

  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.white};
    background: ${({ theme }) => theme.colors.navy};
  }
`
