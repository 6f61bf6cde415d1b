import styled from 'styled-components'
import { catalogues } from '../lib/catalogues'
import { ButtonLink } from './button-link'
import { MessagePanel } from './message-panel'
import { PageContainer } from './page-container'

/** Shown for an address the site does not have, or a product the CMS does not know. */
export function NotFoundPage() {
  return (
    <PageContainer>
      <MessagePanel>
        <Code aria-hidden="true">404</Code>
        <h1>Página no encontrada</h1>
        <p>
          La página que buscas no existe o cambió de dirección. Encuentra nuestros productos aquí:
        </p>
        <Links>
          {catalogues.map((catalogue) => (
            <li key={catalogue.slug}>
              <ButtonLink to={`/${catalogue.slug}`}>{catalogue.label}</ButtonLink>
            </li>
          ))}
          <li>
            <ButtonLink to="/" $variant="secondary">
              Volver al inicio
            </ButtonLink>
          </li>
        </Links>
      </MessagePanel>
    </PageContainer>
  )
}

const Code = styled.span`
  font-size: clamp(3.5rem, 2rem + 8vw, 6rem);
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: 1;
  color: ${({ theme }) => theme.colors.red};
`

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`
