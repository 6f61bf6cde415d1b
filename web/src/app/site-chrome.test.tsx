// @vitest-environment node
import '../testing/dom-with-node-modules'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadOfflineSiteData } from '../testing/offline-site-data'
import { renderWithTheme } from '../testing/render-with-theme'
import { toSiteNavigation } from '../features/navigation/site-navigation'
import { SiteChrome } from './site-chrome'

const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
}

beforeAll(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    vi.fn(function () {
      return { observe: vi.fn(), disconnect: vi.fn() }
    }),
  )
})

afterAll(() => {
  vi.unstubAllGlobals()
  scrollTo.mockRestore()
})

async function renderSite() {
  const site = await loadOfflineSiteData()
  const router = createMemoryRouter([
    {
      element: (
        <SiteChrome
          navigation={toSiteNavigation(site.settings, site.categories)}
          whatsAppNumber={site.settings.whatsappNumber ?? undefined}
        >
          <Outlet />
        </SiteChrome>
      ),
      children: [
        { path: '/', element: <h1>Inicio</h1> },
        { path: '/paraTuHogar', element: <h1>Para tu Hogar</h1> },
      ],
    },
  ])
  renderWithTheme(<RouterProvider router={router} />)
  return router
}

describe('moving between pages', () => {
  it('starts a new page at the top and returns to the earlier position on back', async () => {
    const user = userEvent.setup()
    const router = await renderSite()
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeVisible()

    scrollPageTo(1200)
    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Para tu Hogar' }),
    )
    expect(await screen.findByRole('heading', { name: 'Para tu Hogar' })).toBeVisible()
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0)

    scrollPageTo(0)
    await act(() => router.navigate(-1))
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeVisible()
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200)
  })

  it('offers a link that skips the menus to the page content', async () => {
    await renderSite()

    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute(
      'href',
      '#contenido',
    )
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido')
  })
})
