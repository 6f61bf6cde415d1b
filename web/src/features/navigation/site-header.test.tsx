// @vitest-environment node
import '../../testing/dom-with-node-modules'
import '../../testing/top-layer'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderInRouter } from '../../testing/render-in-router'
import { loadOfflineSiteNavigation } from '../../testing/offline-site-data'
import { SiteHeader } from './site-header'
import type { SiteNavigation } from './site-navigation'

let navigation: SiteNavigation

beforeAll(async () => {
  navigation = await loadOfflineSiteNavigation()
})

async function renderHeader() {
  const user = userEvent.setup()
  renderInRouter(<SiteHeader navigation={navigation} />)
  // The side menu's code arrives once the page has loaded; the header shows with it.
  await screen.findByRole('dialog', { hidden: true }, { timeout: 5_000 })
  return user
}

function categoriesButton() {
  return screen.getByRole('button', { name: 'Categorias' })
}

describe('site header', () => {
  it('links the logo and the menu to the pages of the site and the external ones', async () => {
    await renderHeader()
    const nav = screen.getByRole('navigation', { name: 'Principal' })

    expect(screen.getByRole('link', { name: 'Rehoboth, inicio' })).toHaveAttribute('href', '/')
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/')
    expect(within(nav).getByRole('link', { name: 'Contáctanos' })).toHaveAttribute(
      'href',
      '/Contacto',
    )
    const catalogue = within(nav).getByRole('link', { name: /^Catálogo/ })
    expect(catalogue).toHaveAttribute('href', expect.stringMatching(/\.pdf$/))
    expect(catalogue).toHaveAttribute('target', '_blank')
    const payment = within(nav).getByRole('link', { name: /^Pagos en línea/ })
    expect(payment).toHaveAttribute('href', 'https://www.example.com/pagos-en-linea')
    expect(payment).toHaveAttribute('target', '_blank')
  })

  it('loads the logo with the page: on the first screen, it is neither lazy nor low priority', async () => {
    await renderHeader()
    const logo = within(screen.getByRole('link', { name: 'Rehoboth, inicio' })).getByRole(
      'presentation',
    )

    expect(logo.tagName).toBe('IMG')
    expect(logo).not.toHaveAttribute('loading', 'lazy')
    expect(logo).not.toHaveAttribute('fetchpriority', 'low')
  })

  it('opens the Categorias dropdown from the HTML: a popover the button targets', async () => {
    await renderHeader()
    const list = document.getElementById(categoriesButton().getAttribute('popovertarget') ?? '')

    expect(list).toHaveAttribute('popover', 'auto')
    expect(list).not.toBeVisible()
    expect(
      within(list as HTMLElement).getByRole('link', { name: 'Para tu vehiculo', hidden: true }),
    ).toHaveAttribute('href', '/paraTuAuto')
  })

  it('opens and closes the Categorias dropdown with the mouse', async () => {
    const user = await renderHeader()
    expect(categoriesButton()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Para tu vehiculo' })).not.toBeInTheDocument()

    await user.click(categoriesButton())

    expect(categoriesButton()).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Para tu vehiculo' })).toHaveAttribute(
      'href',
      '/paraTuAuto',
    )
    expect(screen.getByRole('link', { name: 'Para tu Hogar' })).toHaveAttribute(
      'href',
      '/paraTuHogar',
    )
    expect(screen.getByRole('link', { name: 'Para tu Trabajo' })).toHaveAttribute(
      'href',
      '/paraTuTrabajo',
    )

    await user.click(categoriesButton())
    expect(categoriesButton()).toHaveAttribute('aria-expanded', 'false')
  })

  // A click outside closes it too: the platform's light dismiss, tested in first-interaction.spec.ts.
  it('closes the dropdown after choosing a category', async () => {
    const user = await renderHeader()

    await user.click(categoriesButton())
    await user.click(screen.getByRole('link', { name: 'Para tu Hogar' }))
    expect(categoriesButton()).toHaveAttribute('aria-expanded', 'false')
  })

  it('works from the keyboard: arrows move through the categories, Escape returns focus', async () => {
    const user = await renderHeader()
    categoriesButton().focus()

    await user.keyboard('{Enter}')
    expect(categoriesButton()).toHaveAttribute('aria-expanded', 'true')

    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('link', { name: 'Para tu vehiculo' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('link', { name: 'Para tu Hogar' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('link', { name: 'Para tu Trabajo' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('link', { name: 'Para tu vehiculo' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(categoriesButton()).toHaveAttribute('aria-expanded', 'false')
    expect(categoriesButton()).toHaveFocus()
  })

  it('opens with the down arrow and closes when focus leaves it', async () => {
    const user = await renderHeader()
    categoriesButton().focus()

    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('link', { name: 'Para tu vehiculo' })).toHaveFocus()

    await user.tab()
    await user.tab()
    await user.tab()
    expect(screen.getByRole('link', { name: /^Catálogo/ })).toHaveFocus()
    expect(categoriesButton()).toHaveAttribute('aria-expanded', 'false')
  })
})
