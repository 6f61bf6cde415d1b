import { RotateCw } from 'lucide-react'
import { useRevalidator } from 'react-router'
import { Button } from './button-link'
import { MessagePanel } from './message-panel'
import { PageContainer } from './page-container'

/** Shown when a page's content could not be loaded, e.g. Sanity is unreachable. */
export function RouteErrorPage() {
  const revalidator = useRevalidator()
  return (
    <PageContainer>
      <MessagePanel role="alert">
        <h1>No pudimos cargar esta página</h1>
        <p>Revisa tu conexión a internet e inténtalo de nuevo en unos segundos.</p>
        <Button
          type="button"
          onClick={() => void revalidator.revalidate()}
          disabled={revalidator.state === 'loading'}
        >
          <RotateCw size={18} aria-hidden="true" />
          Reintentar
        </Button>
      </MessagePanel>
    </PageContainer>
  )
}
