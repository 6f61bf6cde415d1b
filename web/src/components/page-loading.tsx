import styled from 'styled-components'
import { CatalogueLinks } from './catalogue-links'
import { MessagePanel } from './message-panel'
import { PageContainer } from './page-container'

/**
 * What an address the build did not write shows until the browser has asked Sanity for it: a
 * page published after the build turns into that page, any other address into the 404 page.
 * Neither is known yet, so it promises neither (a 404 followed by the product looked like a
 * failed publish). Without JavaScript the page never comes: it says so, with the way on.
 */
export function PageLoading() {
  return (
    <PageContainer>
      <Panel aria-busy="true">
        <Spinner aria-hidden="true" />
        <p role="status">Cargando la página…</p>
        <noscript>
          <p>
            Sin JavaScript esta dirección no se puede mostrar. Encuentra nuestros productos aquí:
          </p>
          <CatalogueLinks />
        </noscript>
      </Panel>
    </PageContainer>
  )
}

// As tall as the 404 page's panel, so that neither it nor the product's first screen moves the
// footer far.
const Panel = styled(MessagePanel)`
  min-height: 24rem;
  align-content: center;
`

const Spinner = styled.span`
  width: 2.5rem;
  height: 2.5rem;
  border: 4px solid ${({ theme }) => theme.colors.muted}33;
  border-top-color: ${({ theme }) => theme.colors.navy};
  border-radius: 50%;
  animation: page-loading-spin 0.9s linear infinite;

  @keyframes page-loading-spin {
    to {
      transform: rotate(1turn);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`
