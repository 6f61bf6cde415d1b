// @vitest-environment node
import '../../testing/dom-with-node-modules'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { client } from '../../lib/sanity/client'
import { productSlugsQuery } from '../../lib/sanity/queries'
import { offlineLakeHandlers } from '@rehoboth/seed/offline-lake'
import { renderWithTheme } from '../../testing/render-with-theme'
import ProductRoute, { loader } from './product-route'

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

function browserWidth(width: number) {
  vi.stubGlobal('innerWidth', width)
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /max-width: 768px/.test(query) && width <= 768,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

beforeEach(() => browserWidth(1280))
afterEach(() => vi.unstubAllGlobals())

async function openProduct(slug: string) {
  const router = createMemoryRouter([{ path: '/:slug', loader, Component: ProductRoute }], {
    initialEntries: [`/${slug}`],
  })
  renderWithTheme(<RouterProvider router={router} />)
  await pageLoaded(router)
}

function carouselSlides() {
  const carousel = screen.getByRole('region', { name: 'También te puede interesar' })
  return within(carousel).getAllByRole('group', { hidden: true })
}

function visibleSlideNames() {
  return carouselSlides()
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.textContent)
}

describe('a product page', () => {
  it('shows the title, subtitle, specification rows and the quote link', async () => {
    await openProduct('RestauradorDeFaros')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'RESTAURADOR DE FAROS' }),
    ).toBeVisible()
    expect(
      screen.getByText('Devuelve la transparencia a las farolas opacas y amarillentas'),
    ).toBeVisible()
    const specs = screen.getByRole('region', { name: 'Especificaciones' })
    expect(
      within(specs)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Contenido', 'Codigo', 'Presentación', 'Caja Master'])
    expect(within(specs).getByText('24 unidades')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Cotizar Ahora' })).toHaveAttribute(
      'href',
      '/Contacto?producto=RestauradorDeFaros',
    )
  })

  it('renders the description with its headings and its numbered usage steps', async () => {
    await openProduct('RestauradorDeFaros')
    const description = await screen.findByRole('region', { name: 'Descripción' })
    expect(within(description).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0)
    const steps = within(description)
      .getAllByRole('list')
      .find((list) => list.tagName === 'OL')
    expect(steps).toBeDefined()
    expect(within(steps as HTMLElement).getAllByRole('listitem')).toHaveLength(6)
  })

  it('zooms the picture to 350 % at the pointer and back to 90 % when the pointer leaves', async () => {
    await openProduct('RestauradorDeFaros')
    const picture = await screen.findByRole('img', { name: /restaurador de faros/i })
    const frame = picture.parentElement as HTMLElement
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, 400))
    expect(picture.style.transform).toBe('scale(0.9)')
    expect(picture.style.transformOrigin).toBe('50% 50%')

    fireEvent.pointerMove(frame, { pointerType: 'mouse', clientX: 100, clientY: 300 })
    expect(picture.style.transform).toBe('scale(3.5)')
    expect(picture.style.transformOrigin).toBe('25% 75%')

    fireEvent.pointerMove(frame, { pointerType: 'mouse', clientX: 450, clientY: -20 })
    expect(picture.style.transformOrigin).toBe('100% 0%')
    fireEvent.pointerLeave(frame, { pointerType: 'mouse' })
    expect(picture.style.transform).toBe('scale(0.9)')
    expect(picture.style.transformOrigin).toBe('100% 0%')
  })

  it('toggles the zoom with a tap and pans it with a drag on a touch screen', async () => {
    await openProduct('RestauradorDeFaros')
    const picture = await screen.findByRole('img', { name: /restaurador de faros/i })
    const frame = picture.parentElement as HTMLElement
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, 400))
    const touch = { pointerType: 'touch' }

    fireEvent.pointerDown(frame, { ...touch, clientX: 200, clientY: 40 })
    fireEvent.pointerUp(frame, { ...touch, clientX: 200, clientY: 40 })
    expect(picture.style.transform).toBe('scale(3.5)')
    expect(picture.style.transformOrigin).toBe('50% 10%')

    fireEvent.pointerDown(frame, { ...touch, clientX: 200, clientY: 40 })
    fireEvent.pointerMove(frame, { ...touch, clientX: 300, clientY: 200 })
    fireEvent.pointerUp(frame, { ...touch, clientX: 300, clientY: 200 })
    expect(picture.style.transform).toBe('scale(3.5)')
    expect(picture.style.transformOrigin).toBe('75% 50%')

    fireEvent.pointerDown(frame, { ...touch, clientX: 20, clientY: 20 })
    fireEvent.pointerUp(frame, { ...touch, clientX: 20, clientY: 20 })
    expect(picture.style.transform).toBe('scale(0.9)')
    expect(picture.style.transformOrigin).toBe('75% 50%')
  })

  it('links the five scents of a silicone page and marks the one shown', async () => {
    await openProduct('DashboardPolishSiliconeLimon')
    const scents = await screen.findByRole('navigation', { name: 'Aromas' })
    const links = within(scents).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Café', '/DashboardPolishSilicone'],
      ['Jazmín', '/DashboardPolishSiliconeJazmin'],
      ['Limón', '/DashboardPolishSiliconeLimon'],
      ['Océano', '/DashboardPolishSiliconeOcean'],
      ['Rosa', '/DashboardPolishSiliconeRosado'],
    ])
    expect(within(scents).getByRole('link', { current: 'page' })).toHaveTextContent('Limón')
  })

  it('shows no scents on other products', async () => {
    await openProduct('ChainLube')
    await screen.findByRole('heading', { level: 1, name: 'LUBRICANTE DE CADENAS' })
    expect(screen.queryByRole('navigation', { name: 'Aromas' })).toBeNull()
  })

  it('moves the carousel of six products three at a time, wrapping both ways', async () => {
    const user = userEvent.setup()
    await openProduct('ChainLube')
    await screen.findByRole('heading', { level: 1 })
    expect(carouselSlides()).toHaveLength(6)
    expect(visibleSlideNames()).toEqual([
      'LIMPIADOR DE CADENAS',
      'SUPER TIRE SHINE',
      'LUBRICANTE DE CADENAS',
    ])

    await user.click(screen.getByRole('button', { name: 'Productos anteriores' }))
    expect(visibleSlideNames()).toEqual([
      'ROCKET POWER',
      'RESTAURADOR DE FAROS',
      'LIMPIAVIDRIOS ANTIEMPAÑANTE',
    ])
    await user.click(screen.getByRole('button', { name: 'Productos siguientes' }))
    expect(visibleSlideNames()).toEqual([
      'LIMPIADOR DE CADENAS',
      'SUPER TIRE SHINE',
      'LUBRICANTE DE CADENAS',
    ])
  })

  it('shows one product at a time at 768 px wide or less', async () => {
    browserWidth(768)
    const user = userEvent.setup()
    await openProduct('ChainLube')
    await screen.findByRole('heading', { level: 1 })
    expect(visibleSlideNames()).toEqual(['LIMPIADOR DE CADENAS'])
    await user.click(screen.getByRole('button', { name: 'Productos anteriores' }))
    expect(visibleSlideNames()).toEqual(['LIMPIAVIDRIOS ANTIEMPAÑANTE'])
    const lastSlide = carouselSlides()[5]
    expect(lastSlide).toHaveAccessibleName('6 de 6')
    expect(within(lastSlide as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/GlassAntiFog',
    )
  })
})
