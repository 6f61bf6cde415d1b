// @vitest-environment node
import '../../testing/dom-with-node-modules'
import '../../testing/top-layer'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadOfflineSiteNavigation } from '../../testing/offline-site-data'
import { renderInRouter } from '../../testing/render-in-router'
import { phoneTheme } from '../../testing/render-with-theme'
import { SiteHeader } from './site-header'
import type { SiteNavigation } from './site-navigation'

let navigation: SiteNavigation

beforeAll(async () => {
  navigation = await loadOfflineSiteNavigation()
})

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
})
