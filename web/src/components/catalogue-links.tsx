import type { ReactNode } from 'react'
import styled from 'styled-components'
import { catalogues } from '@rehoboth/shared/catalogues'
import { ButtonLink } from './button-link'

/** The way on from a page that has nothing to show: a button for each catalogue, then `children`. */
export function CatalogueLinks({ children }: { children?: ReactNode }) {
  return (
    <Links>
      {catalogues.map((catalogue) => (
        <li key={catalogue.slug}>
          <ButtonLink to={`/${catalogue.slug}`}>{catalogue.label}</ButtonLink>
        </li>
      ))}
      {children}
    </Links>
  )
}

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`
