import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { hydratePrerendered } from '../testing/hydrate-prerendered'
import { renderWithTheme } from '../testing/render-with-theme'
import { CarouselControls, StepButton } from './carousel-buttons'

const labels = {
  pause: 'Detener la rotación',
  play: 'Iniciar la rotación',
  previous: 'Anterior',
  next: 'Siguiente',
}

function rotation() {
  return { pause: vi.fn(), play: vi.fn(), previous: vi.fn(), next: vi.fn() }
}

describe('carousel controls', () => {
  it('name what they do, in APG order, and control the slides', async () => {
    const user = userEvent.setup()
    const actions = rotation()
    renderWithTheme(
      <CarouselControls controls="slides" labels={labels} playing rotation={actions}>
        <span>puntos</span>
      </CarouselControls>,
    )

    const buttons = screen.getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Detener la rotación',
      'Anterior',
      'Siguiente',
    ])
    for (const button of buttons) expect(button).toHaveAttribute('aria-controls', 'slides')
    expect(buttons[1]?.nextElementSibling).toHaveTextContent('puntos')

    for (const button of buttons) await user.click(button)
    expect(actions.pause).toHaveBeenCalledOnce()
    expect(actions.previous).toHaveBeenCalledOnce()
    expect(actions.next).toHaveBeenCalledOnce()
    expect(actions.play).not.toHaveBeenCalled()
  })

  it('offer to start the rotation when it is paused', () => {
    renderWithTheme(
      <CarouselControls controls="slides" labels={labels} playing={false} rotation={rotation()} />,
    )
    expect(screen.getByRole('button', { name: 'Iniciar la rotación' })).toBeEnabled()
  })

  it('show they are not ready until the app runs', async () => {
    const ui = (
      <>
        <CarouselControls controls="slides" labels={labels} playing rotation={rotation()} />
        <StepButton direction="next" label="Más" controls="cards" onPress={() => {}} />
      </>
    )
    const container = await hydratePrerendered(ui, {
      beforeApp: (html) => {
        const buttons = within(html).getAllByRole('button')
        expect(buttons).toHaveLength(4)
        for (const button of buttons) expect(button).toBeDisabled()
      },
    })
    for (const button of within(container).getAllByRole('button')) expect(button).toBeEnabled()
  })
})
