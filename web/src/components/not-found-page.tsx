import styled from 'styled-components'
import { CatalogueLinks } from './catalogue-links'
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
        <CatalogueLinks>
          <li>
            <ButtonLink to="/" $variant="secondary">
              Volver al inicio
            </ButtonLink>
          </li>
        </CatalogueLinks>
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
