import type { AnchorHTMLAttributes } from 'react'
import { VisuallyHidden } from './visually-hidden'

type NewTabLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string
}

/** A link to another site or a document, opened in a new tab, saying so to screen readers. */
export function NewTabLink({ children, ...props }: NewTabLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
    </a>
  )
}
