import { createClient } from '@sanity/client'
import { createSourceFromConfig } from 'sanity'
import type { CurrentUser, SanityClient, Source } from 'sanity'
import { createStructureBuilder } from 'sanity/structure'
import type { StructureBuilder } from 'sanity/structure'
import { BehaviorSubject, firstValueFrom, isObservable, of } from 'rxjs'
import type { Observable } from 'rxjs'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { apiVersion } from '@rehoboth/shared/project'
import config from '../sanity.config'
import { structure } from './index'
import { categoriesQuery } from './products'
import { carouselSlidesQuery } from './slides'
import { newContactRequestsCountQuery } from './contact-requests'

const categories = [
  { _id: 'category-paraTuAuto', title: 'Para tu vehiculo' },
  { _id: 'category-paraTuHogar', title: 'Para tu Hogar' },
]

const carousel = [
  { _id: 'slide-1', title: 'Video principal', kind: 'video', durationMs: 22000 },
  null,
  { _id: 'slide-2', title: 'Taller', kind: 'image', durationMs: null },
]

/** Requests with Estado «Nuevo», as the lake would count them now. */
const newRequests = new BehaviorSubject(3)

/** The desk's live queries, answered from the fixtures above (the count as it changes). */
const documentStore = {
  listenQuery: (query: { fetch: string; listen: string }): Observable<unknown> => {
    if (query === categoriesQuery) return of(categories)
    if (query === carouselSlidesQuery) return of(carousel)
    if (query === newContactRequestsCountQuery) return newRequests
    throw new Error(`Unexpected desk query: ${query.fetch}`)
  },
}

function deskClient(): SanityClient {
  const client: SanityClient = Object.assign(
    createClient({
      projectId: 'offline',
      dataset: 'production',
      apiVersion,
      useCdn: false,
    }),
    { withConfig: () => client },
  ) as unknown as SanityClient
  return client
}

interface Node {
  id?: string
  type?: string
  title?: string
  items?: Node[]
  child?: unknown
  options?: Record<string, unknown>
  initialValueTemplates?: unknown[]
}

type Serializable = { serialize: (options?: { path: string[] }) => Node }

let S: StructureBuilder
let source: Source

beforeAll(async () => {
  source = await createSourceFromConfig({
    ...config,
    currentUser: {
      id: 'editor',
      name: 'Editora',
      email: 'editora@example.com',
      role: 'editor',
      roles: [],
    } as CurrentUser,
    getClient: deskClient,
  })
  S = createStructureBuilder({ source, perspectiveStack: [] })
})

const root = () =>
  (structure(S, { ...source, documentStore } as never) as Serializable).serialize({ path: [] })

function item(list: Node, id: string): Node {
  const found = list.items?.find((entry) => entry.id === id)
  if (!found) throw new Error(`No item ${id} in ${list.id}`)
  return found
}

/** The pane a list item opens, whether its child is a builder or a resolver function. */
async function open(node: Node): Promise<Node> {
  const child = node.child
  const resolved =
    typeof child === 'function'
      ? await (child as (id: string, options: object) => unknown)(node.id ?? '', { path: [] })
      : child
  const value = (
    isObservable(resolved) ? await firstValueFrom(resolved) : resolved
  ) as Partial<Serializable> & Node
  return typeof value.serialize === 'function' ? value.serialize({ path: [] }) : value
}

describe('desk structure', () => {
  // Sanity warns in every editor's console of a list filtered without an API version.
  const warn = vi.spyOn(console, 'warn')
  beforeEach(() => warn.mockClear())
  afterEach(() => expect(warn).not.toHaveBeenCalled())

  test('lists the sections in Spanish, singletons first and contact requests last', () => {
    expect(root().items?.map(({ type, title }) => (type === 'divider' ? '—' : title))).toEqual([
      'Configuración del sitio',
      'Página de inicio',
      '—',
      'Productos',
      'Categorías',
      'Diapositivas',
      'Países',
      '—',
      'Solicitudes de contacto',
    ])
  })

  test.each(['siteSettings', 'homePage'])(
    '%s opens its one document, with a fixed id',
    async (id) => {
      const pane = await open(item(root(), id))
      expect(pane.options).toMatchObject({ id, type: id })
    },
  )

  test('contact requests by Estado, the new ones counted, newest first, none created here', async () => {
    const requests = await open(item(root(), 'contactRequests'))
    expect(requests.items?.map(({ type, title }) => (type === 'divider' ? '—' : title))).toEqual([
      'Nuevas (3)',
      'En proceso',
      'Atendidas',
      '—',
      'Todas',
    ])
    for (const [id, status] of [
      ['nuevas', 'nuevo'],
      ['enProceso', 'en-proceso'],
      ['atendidas', 'atendido'],
    ]) {
      const pane = await open(item(requests, id!))
      expect(pane.options).toMatchObject({
        filter: '_type == "contactRequest" && status == $status',
        params: { status },
        defaultOrdering: [{ field: 'createdAt', direction: 'desc' }],
      })
      expect(pane.initialValueTemplates).toEqual([])
    }
    const all = await open(item(requests, 'todas'))
    expect(all.options).toMatchObject({
      filter: '_type == $type',
      params: { type: 'contactRequest' },
    })
    expect(all.initialValueTemplates).toEqual([])
  })

  test('«Nuevas (n)» follows the requests as they arrive and change Estado, with no reload', async () => {
    const pane = item(root(), 'contactRequests').child as () => Observable<Serializable>
    const titles: (string | undefined)[] = []
    const subscription = pane().subscribe((list) =>
      titles.push(item(list.serialize({ path: [] }), 'nuevas').title),
    )
    newRequests.next(4)
    newRequests.next(2)
    subscription.unsubscribe()
    newRequests.next(3)
    expect(titles).toEqual(['Nuevas (3)', 'Nuevas (4)', 'Nuevas (2)'])
  })

  test('«Solicitudes filtradas» opens from the address: the requests a figure of the «Resumen» counts', async () => {
    const titles = {
      product: 'RESTAURADOR DE FAROS',
      category: 'Para tu vehiculo',
      productsOfCategory: ['product-RestauradorDeFaros', 'product-ChainLube'],
    }
    const context = { ...source, documentStore, getClient: () => ({ fetch: async () => titles }) }
    const desk = (structure(S, context as never) as Serializable).serialize({ path: [] })
    const requests = await open(item(desk, 'contactRequests'))
    const child = requests.child as (id: string, options: object) => unknown
    const pane = async (id: string, params: Record<string, string | undefined>) => {
      const resolved = (await child(id, { parent: requests, params, path: [] })) as Node &
        Partial<Serializable>
      return resolved.serialize ? resolved.serialize({ path: [] }) : resolved
    }
    expect(requests.items?.some(({ id }) => id === 'filtradas')).toBe(false)

    const product = await pane('filtradas', {
      desde: '2026-01-01',
      hasta: '2026-01-31',
      producto: 'product-RestauradorDeFaros',
    })
    expect(product.title).toBe('RESTAURADOR DE FAROS · 1 ene – 31 ene 2026')
    expect(product.options).toMatchObject({
      filter:
        '_type == "contactRequest" && dateTime(createdAt) >= dateTime($desde) && dateTime(createdAt) < dateTime($hasta) && product._ref == $producto',
      params: {
        desde: '2026-01-01T05:00:00.000Z',
        hasta: '2026-02-01T05:00:00.000Z',
        producto: 'product-RestauradorDeFaros',
      },
      defaultOrdering: [{ field: 'createdAt', direction: 'desc' }],
    })
    expect(product.initialValueTemplates).toEqual([])

    const catalogue = await pane('filtradas', {
      desde: '2026-01-01',
      hasta: '2026-01-01',
      categoria: 'category-paraTuAuto',
    })
    expect(catalogue.title).toBe('Para tu vehiculo · 1 ene 2026')
    expect(catalogue.options).toMatchObject({
      filter: expect.stringContaining('&& product._ref in $productos'),
      params: { productos: titles.productsOfCategory },
    })

    const direct = await pane('filtradas', {
      desde: '2026-01-01',
      hasta: '2026-01-31',
      sin: 'fuente',
    })
    expect(direct.title).toMatch(/^Directo · /)
    expect(direct.options?.filter).toContain(
      '!defined(origin.utmSource) && !defined(origin.referrerHost)',
    )

    for (const params of [
      { desde: '2026-01-31', hasta: '2026-01-01' },
      { desde: '2026-01-01', hasta: '2026-01-31', sin: 'pais' },
      { desde: '2026-01-01', hasta: '2026-01-31', estado: 'borrado' },
      { desde: 'ayer', hasta: '2026-01-31' },
    ]) {
      const refused = await pane('filtradas', params)
      expect(refused.title, JSON.stringify(params)).toBe('Enlace de solicitudes no válido')
      expect(refused.options?.filter).toBe('false')
    }

    const news = await pane('nuevas', {})
    expect(news.options).toMatchObject({ params: { status: 'nuevo' } })
  })

  test('products: all of them, then each catalogue with its products and its cards', async () => {
    const products = await open(item(root(), 'products'))
    expect(products.items?.map(({ type, title }) => (type === 'divider' ? '—' : title))).toEqual([
      'Todos los productos',
      '—',
      'Para tu vehiculo',
      'Para tu Hogar',
    ])
    const home = await open(item(products, 'category-paraTuHogar'))
    const filed = await open(item(home, 'filed'))
    expect(filed.options).toMatchObject({
      filter: '_type == "product" && category._ref == $categoryId',
      params: { categoryId: 'category-paraTuHogar' },
    })
    const cards = await open(item(home, 'cards'))
    expect(cards.options).toMatchObject({
      filter: expect.stringContaining('sections[].products[]._ref'),
      params: { categoryId: 'category-paraTuHogar' },
    })
  })

  test('slides: where to reorder the carousel, the carousel in order with kind and time, then all slides', async () => {
    const slides = await open(item(root(), 'slides'))
    expect(slides.items?.map(({ type, title }) => (type === 'divider' ? '—' : title))).toEqual([
      'Ordenar el carrusel',
      'Carrusel de inicio, en orden',
      '—',
      'Todas las diapositivas',
    ])
    const order = await open(item(slides, 'carouselOrder'))
    expect(order.options).toMatchObject({ id: 'homePage', type: 'homePage' })
    const carouselPane = await open(item(slides, 'carousel'))
    expect(carouselPane.items?.map(({ title }) => title)).toEqual([
      '1 · Video · 22 s · Video principal',
      '2 · Imagen · 5 s · Taller',
    ])
    const first = await open(item(carouselPane, 'slide-1'))
    expect(first.options).toMatchObject({ id: 'slide-1', type: 'slide' })
  })
})
