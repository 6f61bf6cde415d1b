// @vitest-environment node
import '../../testing/dom-with-node-modules'
import '../../testing/top-layer'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadOfflineSiteNavigation } from '../../testing/offline-site-data'
import { renderInRouter } from '../../testing/render-in-router'
import { phoneTheme } from '../../testing/render-with-theme'
import { SiteHeader } from './site-header'
import type { SiteNavigation } from './site-navigation'

let navigation: SiteNavigation

beforeAll(async () => {
  navigation = await loadOfflineSiteNavigation()
})

afterEach(() => vi.unstubAllGlobals())

/** A screen the test widens by hand: the media queries match once `widen()` is called. */
function resizableScreen() {
  let wide = false
  const listeners = new Set<() => void>()
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return wide && query === phoneTheme.media.aboveMenu
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }))
  return {
    widen: () =>
      act(() => {
        wide = true
        for (const listener of listeners) listener()
      }),
  }
}

function hamburger() {
  return screen.getByRole('button', { name: 'Abrir menú' })
}

async function openSideMenu() {
  const user = userEvent.setup()
  renderInRouter(<SiteHeader navigation={navigation} />, { theme: phoneTheme })
  // Its code arrives once the page has loaded; the prerendered HTML holds it until then.
  await screen.findByRole('dialog', { hidden: true }, { timeout: 5_000 })
  expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument()
  await user.click(hamburger())
  return { user, menu: screen.getByRole('dialog', { name: 'Menú' }) }
}

describe('side menu', () => {
  it('is a modal dialog the hamburger opens even without the app', async () => {
    renderInRouter(<SiteHeader navigation={navigation} />, { theme: phoneTheme })
    const menu = await screen.findByRole('dialog', { hidden: true }, { timeout: 5_000 })

    expect(menu.tagName).toBe('DIALOG')
    expect(menu).toHaveAttribute('aria-label', 'Menú')
    expect(menu).toHaveAttribute('closedby', 'any')
    expect(hamburger()).toHaveAttribute('command', 'show-modal')
    expect(hamburger()).toHaveAttribute('commandfor', menu.id)
    expect(within(menu).getByRole('button', { name: 'Volver', hidden: true })).toHaveAttribute(
      'command',
      'close',
    )
  })

  it('opens from the hamburger as a modal dialog with focus on Volver', async () => {
    const { menu } = await openSideMenu()

    expect(screen.queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument()
    expect(menu).toHaveAttribute('open')
    expect(within(menu).getByRole('button', { name: 'Volver' })).toHaveFocus()
    expect(hamburger()).toHaveAttribute('aria-expanded', 'true')
  })

  it('links to Conócenos, the categories and the contact page', async () => {
    const { menu } = await openSideMenu()

    expect(within(menu).getByRole('link', { name: /^Conócenos/ })).toHaveAttribute(
      'href',
      'https://www.example.com/conocenos',
    )
    expect(within(menu).getByRole('link', { name: /^Contáctanos/ })).toHaveAttribute(
      'href',
      'https://www.example.com/contacto',
    )
    expect(within(menu).getByRole('link', { name: 'Para tu vehiculo' })).toHaveAttribute(
      'href',
      '/paraTuAuto',
    )
    expect(within(menu).getByRole('link', { name: 'Para tu Hogar' })).toHaveAttribute(
      'href',
      '/paraTuHogar',
    )
    expect(within(menu).getByRole('link', { name: 'Para tu Trabajo' })).toHaveAttribute(
      'href',
      '/paraTuTrabajo',
    )
  })

  it('keeps keyboard focus inside the open menu', async () => {
    const { user, menu } = await openSideMenu()
    const back = within(menu).getByRole('button', { name: 'Volver' })
    const payment = within(menu).getByRole('link', { name: /^Pagos en línea/ })

    await user.tab({ shift: true })
    expect(payment).toHaveFocus()
    await user.tab()
    expect(back).toHaveFocus()
    await user.tab()
    expect(within(menu).getByRole('link', { name: 'Inicio' })).toHaveFocus()
  })

  it('closes with Volver and with Escape, giving focus back to the hamburger', async () => {
    const { user, menu } = await openSideMenu()

    await user.click(within(menu).getByRole('button', { name: 'Volver' }))
    expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument()
    expect(hamburger()).toHaveFocus()

    await user.click(hamburger())
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument()
    expect(hamburger()).toHaveFocus()
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes after choosing a page', async () => {
    const { user, menu } = await openSideMenu()

    await user.click(within(menu).getByRole('link', { name: 'Para tu Hogar' }))

    expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument()
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes when the screen gets wide enough to show the header links', async () => {
    const screenSize = resizableScreen()
    const { menu } = await openSideMenu()
    expect(menu).toHaveAttribute('open')

    screenSize.widen()

    expect(menu).not.toHaveAttribute('open')
    expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument()
  })
})
