import '@testing-library/jest-dom/vitest'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useEditAttributes } from '../../lib/sanity/edit-attributes'
import { asLoaded, useLiveQuery } from '../../lib/sanity/live-query'
import { EditOnPage } from './edit-on-page'

// The Studio connection needs a Studio around the page; here only the marks and the way the
// page's content follows the Studio are under test: this Studio answers every query at once.
vi.mock('./studio-connection', async () => {
  const answer = { title: 'Restaurador de faros (en el Studio)' }
  return {
    StudioConnection: () => <p>Conectado al Studio</p>,
    markEditable: (await import('./mark-editable')).markEditable,
    followQuery: () => ({ subscribe: () => () => {}, current: () => answer }),
  }
})
// The banner's own test (preview-banner.test.tsx) renders it inside a router.
vi.mock('./preview-banner', () => ({
  PreviewBanner: () => <aside>Vista previa de borradores</aside>,
}))

const product = { _id: 'product-RestauradorDeFaros', _type: 'product' }

function ProductTitle() {
  const editable = useEditAttributes()
  const { title } = useLiveQuery(
    'productPageQuery',
    { slug: 'RestauradorDeFaros' },
    { title: 'Restaurador de faros' },
    asLoaded as never,
  )
  return <h1 {...editable(product, ['specs', { _key: 'fila1' }, 'value'])}>{title}</h1>
}

/** A fresh copy of the page's module to import, and whether it starts loading the Studio's tools. */
function watchStudioConnectionLoading() {
  vi.resetModules()
  const loading = { started: false }
  vi.doMock('./studio-connection', () => {
    loading.started = true
    return { StudioConnection: () => null, markEditable: () => '', followQuery: () => undefined }
  })
  return loading
}

afterEach(() => {
  document.cookie = 'rehoboth_preview=; Max-Age=0; Path=/'
})

describe('editing on the page', () => {
  it('in preview, shows the banner, marks what editors own for the overlays, connects to the Studio and shows its content', async () => {
    document.cookie = 'rehoboth_preview=1; Path=/'
    render(
      <EditOnPage>
        <ProductTitle />
      </EditOnPage>,
    )
    const title = screen.getByRole('heading')
    await waitFor(() => expect(title).toHaveAttribute('data-sanity'), { timeout: 5000 })
    expect(title).toHaveTextContent('Restaurador de faros (en el Studio)')
    const mark = title.getAttribute('data-sanity') ?? ''
    expect(mark).toContain('id=product-RestauradorDeFaros')
    expect(mark).toContain('type=product')
    expect(mark).toContain('path=specs:fila1.value')
    expect(await screen.findByText('Conectado al Studio')).toBeInTheDocument()
    expect(screen.getByText('Vista previa de borradores')).toBeInTheDocument()
  })

  it('in preview, starts loading the Studio connection as the page’s script runs, before rendering', async () => {
    document.cookie = 'rehoboth_preview=1; Path=/'
    const loading = watchStudioConnectionLoading()
    await import('./edit-on-page')
    await vi.waitFor(() => expect(loading.started).toBe(true))
  })

  it('for visitors, changes nothing and loads nothing', async () => {
    const loading = watchStudioConnectionLoading()
    await import('./edit-on-page')
    const { container } = render(
      <EditOnPage>
        <ProductTitle />
      </EditOnPage>,
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(container.innerHTML).toBe('<h1>Restaurador de faros</h1>')
    expect(loading.started).toBe(false)
  })
})
