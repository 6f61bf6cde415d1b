import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Component, startTransition, Suspense, useState, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithTheme } from '../testing/render-with-theme'
import { loadOnOpen } from './load-on-open'

function Greeting({ name }: { name: string }) {
  return <p role="status">Hola, {name}</p>
}

/** A page with a button that opens the panel. */
function Page({ panel: Panel }: { panel: ReturnType<typeof loadOnOpen<{ name: string }>> }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onPointerEnter={Panel.prefetch}
        onFocus={Panel.prefetch}
        onClick={() => startTransition(() => setOpen(true))}
      >
        Abrir
      </button>
      <Suspense fallback={null}>{open && <Panel name="Ana" />}</Suspense>
    </>
  )
}

class ShowError extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children
  }
}

describe('a panel loaded on open', () => {
  it('imports nothing until its opener is pointed at, then imports its code once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const user = userEvent.setup()
    renderWithTheme(<Page panel={loadOnOpen(load)} />)
    expect(load).not.toHaveBeenCalled()

    await user.hover(screen.getByRole('button', { name: 'Abrir' }))
    expect(load).toHaveBeenCalledOnce()

    await user.click(screen.getByRole('button', { name: 'Abrir' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Hola, Ana')
    expect(load).toHaveBeenCalledOnce()
  })

  it('imports its code when focused from the keyboard, and opens without any prefetch', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const user = userEvent.setup()
    renderWithTheme(<Page panel={loadOnOpen(load)} />)

    await user.tab()
    expect(load).toHaveBeenCalledOnce()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('status')).toHaveTextContent('Hola, Ana')

    const unprefetched = vi.fn(() => Promise.resolve(Greeting))
    const Panel = loadOnOpen(unprefetched)
    renderWithTheme(
      <Suspense fallback={null}>
        <Panel name="Luis" />
      </Suspense>,
    )
    expect(await screen.findByText('Hola, Luis')).toBeVisible()
    expect(unprefetched).toHaveBeenCalledOnce()
  })

  it('reports code that fails to load when the panel opens, not on the prefetch', async () => {
    const reported = vi.mocked(console.error).mockImplementation(() => {})
    const Panel = loadOnOpen<{ name: string }>(() => Promise.reject(new Error('Sin conexión')))
    const user = userEvent.setup()
    renderWithTheme(
      <ShowError>
        <Page panel={Panel} />
      </ShowError>,
    )

    await user.hover(screen.getByRole('button', { name: 'Abrir' }))
    await act(async () => {})
    expect(reported).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Abrir' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión')
    expect(reported).toHaveBeenCalled()
  })
})
