import type { AnchorHTMLAttributes } from 'react'
import { VisuallyHidden } from './visually-hidden'

type NewTabLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string
}

/** A link to another site or a document, opened in a new tab, saying so to screen readers. */
export function NewTabLink({ children, ...props }: NewTabLinkProps) {
  return (
    // noreferrer also keeps the new tab from reaching this page (it implies noopener).
    <a {...props} target="_blank" rel="noreferrer">
      {children}
      <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
    </a>
  )
}
