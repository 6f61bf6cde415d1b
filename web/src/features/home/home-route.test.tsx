// @vitest-environment node
import '../../testing/dom-with-node-modules'
import { screen, within } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadSiteData } from '../../lib/site-data-loader'
import { offlineLakeHandlers } from '@rehoboth/seed/offline-lake'
import { renderWithTheme } from '../../testing/render-with-theme'
import { fakeBrowser, pageLoad } from '../../testing/fake-browser'
import HomeRoute, { loader } from './home-route'

const offlineSanity = setupServer(...offlineLakeHandlers())
let restoreBrowser = () => {}

beforeAll(async () => {
  await pageLoad()
  offlineSanity.listen({ onUnhandledFrame: 'error' })
})
afterEach(() => restoreBrowser())
afterAll(() => offlineSanity.close())

async function openHome() {
  restoreBrowser = fakeBrowser().restore
  const router = createMemoryRouter([
    {
      id: 'root',
      path: '/',
      loader: loadSiteData,
      children: [{ index: true, loader, Component: HomeRoute }],
    },
  ])
  renderWithTheme(<RouterProvider router={router} />)
  // The first query of a file builds the offline store, slow on a busy CI machine (as in the other route tests).
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 })
  await screen.findByRole('heading', { level: 1, name: 'Rehoboth' })
}

describe('the home page', () => {
  it('opens each catalogue from its category card', async () => {
    await openHome()
    const cards = screen.getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Auto y Moto',
      'Hogar',
      'Trabajo',
    ])
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/paraTuAuto',
      '/paraTuHogar',
      '/paraTuTrabajo',
    ])
  })

  it('offers the catalogue PDF in a new tab and says so', async () => {
    await openHome()
    const pdf = screen.getByRole('link', { name: /se abre en una pestaña nueva/ })
    expect(pdf).toHaveAccessibleName(expect.stringMatching(/^Ver catálogo/))
    expect(pdf).toHaveAttribute('href', expect.stringMatching(/\.pdf$/))
    expect(pdf).toHaveAttribute('target', '_blank')
  })

  it('shows the promo text, the six featured products and the four advantages', async () => {
    await openHome()
    expect(screen.getByText(/^En Rehoboth fabricamos/)).toBeVisible()
    const featured = screen.getByRole('region', { name: 'PRODUCTOS DESTACADOS' })
    const slides = featured.querySelectorAll('[aria-roledescription="diapositiva"]')
    expect([...slides].map((slide) => slide.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((position) => `Producto ${position} de 6`),
    )
    const advantages = screen.getByRole('region', { name: '¿Por qué elegirnos?' })
    expect(
      within(advantages)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Fórmulas efectivas',
      'Amigable con el medio ambiente',
      'Fácil de usar',
      'Calidad garantizada',
    ])
  })
})
