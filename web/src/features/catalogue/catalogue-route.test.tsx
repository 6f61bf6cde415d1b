// @vitest-environment node
import '../../testing/dom-with-node-modules'
import { screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { offlineLakeHandlers } from '@rehoboth/seed/offline-lake'
import { renderWithTheme } from '../../testing/render-with-theme'
import { client } from '../../lib/sanity/client'
import { categoryPageQuery, productSlugsQuery } from '../../lib/sanity/queries'
import { CataloguePage } from './catalogue-page'
import CatalogueRoute, { loader } from './catalogue-route'

const offlineSanity = setupServer(...offlineLakeHandlers())
// The offline API builds its dataset on the first query, which can take seconds on a busy machine.
beforeAll(async () => {
  offlineSanity.listen({ onUnhandledFrame: 'error' })
  await client.fetch(productSlugsQuery)
}, 30_000)
afterAll(() => offlineSanity.close())

async function pageLoaded(router: ReturnType<typeof createMemoryRouter>) {
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 })
}

async function openCatalogue(slug: string) {
  const router = createMemoryRouter([{ path: `/${slug}`, loader, Component: CatalogueRoute }], {
    initialEntries: [`/${slug}`],
  })
  renderWithTheme(<RouterProvider router={router} />)
  await pageLoaded(router)
}

describe('a catalogue page', () => {
  it('shows the car catalogue’s introduction and its two sections of cards in the editors’ order', async () => {
    await openCatalogue('paraTuAuto')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'ASEO Y MANTENIMIENTO PARA AUTOS Y MOTOS',
      }),
    ).toBeVisible()
    const exterior = screen.getByRole('region', { name: 'Embellecimiento y Cuidado Exterior' })
    const interior = screen.getByRole('region', { name: 'Limpieza Interna y Desempeño' })
    expect(within(exterior).getAllByRole('article')).toHaveLength(8)
    expect(within(interior).getAllByRole('article')).toHaveLength(11)
    expect(
      within(exterior)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent)
        .slice(0, 2),
    ).toEqual(['RESTAURADOR DE FAROS', 'SPRAY POLISH'])
  })

  it('gives each card its picture, description and a “Ver Detalles” link named after the product', async () => {
    await openCatalogue('paraTuHogar')
    const link = await screen.findByRole('link', { name: 'Ver Detalles de AIRE COMPRIMIDO' })
    expect(link).toHaveAttribute('href', '/AirDuster')
    const card = link.closest('article')
    expect(card).not.toBeNull()
    const cardContent = within(card as HTMLElement)
    expect(cardContent.getByRole('img')).toHaveAttribute('alt', expect.stringMatching(/\S/))
    expect(cardContent.getByText(/polvo/i)).toBeVisible()
    expect(screen.getAllByRole('article')).toHaveLength(6)
  })

  it('says “Pendiente” while the work catalogue has no products', async () => {
    await openCatalogue('paraTuTrabajo')
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu Trabajo' })).toBeVisible()
    expect(screen.getByText('Pendiente')).toBeVisible()
    expect(screen.queryByRole('article')).toBeNull()
  })

  it('names the cards at the second level when their section has no heading', async () => {
    await openCatalogue('paraTuHogar')
    expect(await screen.findByRole('heading', { level: 2, name: 'LUSTRAMUEBLES' })).toBeVisible()
  })

  it('shows the work catalogue’s products as cards, without “Pendiente”, once editors add some', async () => {
    const [work, home] = await Promise.all([
      client.fetch(categoryPageQuery, { slug: 'paraTuTrabajo' }),
      client.fetch(categoryPageQuery, { slug: 'paraTuHogar' }),
    ])
    if (!work || !home) throw new Error('The offline dataset has no work or home category')
    const router = createMemoryRouter([
      { path: '/', element: <CataloguePage category={{ ...work, sections: home.sections }} /> },
    ])
    renderWithTheme(<RouterProvider router={router} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Tu Trabajo' })).toBeVisible()
    expect(screen.getAllByRole('article')).toHaveLength(6)
    expect(screen.queryByText('Pendiente')).toBeNull()
  })
})
