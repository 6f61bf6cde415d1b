import { ChevronDown } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { Link } from 'react-router'
import styled from 'styled-components'
import { navItem } from './nav-item'
import type { NavigationCategory } from './site-navigation'

type CategoriesMenuProps = {
  categories: NavigationCategory[]
}

/** The header's 'Categorias' dropdown, following the disclosure pattern. */
export function CategoriesMenu({ categories }: CategoriesMenuProps) {
  const [isOpen, setIsOpen] = useState(false)
  const containerRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const listId = useId()

  useEffect(() => {
    if (!isOpen) return
    function closeOnOutsidePointer(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false)
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer)
  }, [isOpen])

  function itemLinks(): HTMLAnchorElement[] {
    return Array.from(containerRef.current?.querySelectorAll('a') ?? [])
  }

  function focusItem(index: number) {
    const links = itemLinks()
    links[(index + links.length) % links.length]?.focus()
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const links = itemLinks()
    const current = links.indexOf(document.activeElement as HTMLAnchorElement)
    switch (event.key) {
      case 'Escape':
        if (!isOpen) return
        event.preventDefault()
        setIsOpen(false)
        triggerRef.current?.focus()
        return
      case 'ArrowDown':
        event.preventDefault()
        if (!isOpen) flushSync(() => setIsOpen(true))
        focusItem(current + 1)
        return
      case 'ArrowUp':
        if (!isOpen) return
        event.preventDefault()
        focusItem(current === -1 ? -1 : current - 1)
        return
      case 'Home':
      case 'End':
        if (!isOpen || current === -1) return
        event.preventDefault()
        focusItem(event.key === 'Home' ? 0 : -1)
        return
    }
  }

  function closeWhenFocusLeaves(event: FocusEvent<HTMLDivElement>) {
    if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false)
  }

  return (
    <Container ref={containerRef} onKeyDown={handleKeyDown} onBlur={closeWhenFocusLeaves}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        Categorias
        <Chevron size={18} aria-hidden="true" $open={isOpen} />
      </Trigger>
      <List id={listId} hidden={!isOpen}>
        {categories.map((category) => (
          <li key={category.slug}>
            <ItemLink to={`/${category.slug}`} onClick={() => setIsOpen(false)}>
              {category.label}
            </ItemLink>
          </li>
        ))}
      </List>
    </Container>
  )
}

const Container = styled.div`
  position: relative;
`

const Trigger = styled.button`
  ${navItem}

  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surface};
  }
`

const Chevron = styled(ChevronDown)<{ $open: boolean }>`
  transition: transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`

const List = styled.ul`
  position: absolute;
  top: calc(100% + 0.5rem);
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 14rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &[hidden] {
    display: none;
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
