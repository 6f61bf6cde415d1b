import '../testing/top-layer'
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithTheme } from '../testing/render-with-theme'
import { useShowing } from './popover'

function Opener({ controls }: { controls: string }) {
  const showing = useShowing(controls)
  return (
    <button type="button" aria-expanded={showing} aria-controls={controls}>
      Abrir
    </button>
  )
}

const opener = () => screen.getByRole('button', { name: 'Abrir' })

describe('useShowing', () => {
  it('follows a popover as the page opens and closes it', () => {
    renderWithTheme(
      <>
        <Opener controls="ayuda" />
        <div id="ayuda" popover="auto">
          Texto de ayuda
        </div>
      </>,
    )
    const popover = document.getElementById('ayuda') as HTMLElement
    expect(opener()).toHaveAttribute('aria-expanded', 'false')

    act(() => popover.showPopover())
    expect(opener()).toHaveAttribute('aria-expanded', 'true')

    act(() => popover.hidePopover())
    expect(opener()).toHaveAttribute('aria-expanded', 'false')
  })

  it('follows a dialog', () => {
    renderWithTheme(
      <>
        <Opener controls="menu" />
        <dialog id="menu" aria-label="Menú">
          <button type="button">Volver</button>
        </dialog>
      </>,
    )
    const dialog = document.getElementById('menu') as HTMLDialogElement

    act(() => dialog.showModal())
    expect(opener()).toHaveAttribute('aria-expanded', 'true')

    act(() => dialog.close())
    expect(opener()).toHaveAttribute('aria-expanded', 'false')
  })
})
