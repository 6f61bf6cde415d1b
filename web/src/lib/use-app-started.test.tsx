import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { hydratePrerendered } from '../testing/hydrate-prerendered'
import { renderWithTheme } from '../testing/render-with-theme'
import { useAppStarted } from './use-app-started'

function ZoomButton() {
  const appStarted = useAppStarted()
  return (
    <button type="button" disabled={!appStarted}>
      Ampliar
    </button>
  )
}

describe('useAppStarted', () => {
  it('is false in the prerendered HTML and true once the app has taken it over', async () => {
    let disabledInHtml: boolean | undefined
    await hydratePrerendered(<ZoomButton />, {
      beforeApp: (html) => {
        disabledInHtml = html.querySelector('button')?.disabled
      },
    })

    expect(disabledInHtml).toBe(true)
    expect(screen.getByRole('button', { name: 'Ampliar' })).toBeEnabled()
  })

  it('is true from the first render when the app renders a page itself', () => {
    renderWithTheme(<ZoomButton />)
    expect(screen.getByRole('button', { name: 'Ampliar' })).toBeEnabled()
  })
})
