// @vitest-environment node
import '../../testing/dom-with-node-modules'
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadOfflineSiteNavigation } from '../../testing/offline-site-data'
import { renderInRouter } from '../../testing/render-in-router'
import { SiteFooter } from './site-footer'
import type { SiteNavigation } from './site-navigation'

let navigation: SiteNavigation

beforeAll(async () => {
  navigation = await loadOfflineSiteNavigation()
})

/** An IntersectionObserver the test moves by hand: `scrollNear()` brings the map close. */
function watchMapDistance() {
  let report: IntersectionObserverCallback = () => {}
  const observer = { observe: vi.fn(), disconnect: vi.fn() }
  vi.stubGlobal(
    'IntersectionObserver',
    vi.fn(function (callback: IntersectionObserverCallback) {
      report = callback
      return observer
    }),
  )
  return {
    scrollNear: () =>
      act(() =>
        report(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        ),
      ),
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('site footer', () => {
  it('links to the pages of the site and the data policy', () => {
    watchMapDistance()
    renderInRouter(<SiteFooter navigation={navigation} />)
    const links = within(screen.getByRole('navigation', { name: 'Pie de página' }))

    expect(links.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/')
    expect(links.getByRole('link', { name: 'Para tu vehiculo' })).toHaveAttribute(
      'href',
      '/paraTuAuto',
    )
    expect(links.getByRole('link', { name: 'Para tu Hogar' })).toHaveAttribute(
      'href',
      '/paraTuHogar',
    )
    expect(links.getByRole('link', { name: 'Para tu Trabajo' })).toHaveAttribute(
      'href',
      '/paraTuTrabajo',
    )
    expect(links.getByRole('link', { name: 'Contactanos' })).toHaveAttribute('href', '/Contacto')
    expect(links.getByRole('link', { name: /^Políticas/ })).toHaveAttribute(
      'href',
      'https://www.example.com/politica-de-tratamiento-de-datos',
    )
  })

  it('shows the address, the phone and the copyright line', () => {
    watchMapDistance()
    renderInRouter(<SiteFooter navigation={navigation} />)

    expect(screen.getByText('Km 2.5 vía Bogotá–Medellín, Cota, Cundinamarca')).toBeVisible()
    expect(screen.getByRole('link', { name: '+57 300 555 0100' })).toHaveAttribute(
      'href',
      'tel:+573005550100',
    )
    expect(screen.getByText(/© 2025/)).toBeVisible()
  })

  it('links Facebook and shows the other networks without a link', () => {
    watchMapDistance()
    renderInRouter(<SiteFooter navigation={navigation} />)

    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.example.com/facebook/rehoboth',
    )
    for (const network of ['Instagram', 'YouTube', 'LinkedIn']) {
      expect(screen.getByRole('img', { name: network })).toBeVisible()
      expect(screen.queryByRole('link', { name: network })).not.toBeInTheDocument()
    }
  })

  it('offline shows a drawn map that links to the place, and loads the real one when asked', () => {
    const mapDistance = watchMapDistance()
    renderInRouter(<SiteFooter navigation={navigation} />)

    const map = within(screen.getByTestId('map-embed'))
    expect(map.getByRole('link', { name: /Ver la ubicación en Google Maps/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(navigation.address ?? '')}`,
    )
    expect(screen.queryByTitle(/^Mapa/)).not.toBeInTheDocument()

    act(() => map.getByRole('button', { name: 'Cargar el mapa interactivo' }).click())
    mapDistance.scrollNear()

    expect(screen.getByTitle('Mapa de la ubicación de Rehoboth')).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps/),
    )
    expect(map.queryByRole('link')).not.toBeInTheDocument()
  })
})
