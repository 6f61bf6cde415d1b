import { act, fireEvent, screen } from '@testing-library/react'
import { startTransition, useState, type ComponentType } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToReadableStream } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithTheme } from '../testing/render-with-theme'
import { deferredSection } from './deferred-section'

type CounterProps = { label: string }

/** A section with state and an event handler, to tell a hydrated section from its HTML. */
function Counter({ label }: CounterProps) {
  const [count, setCount] = useState(0)
  return (
    <section>
      <h2>{label}</h2>
      <button type="button" onClick={() => setCount(count + 1)}>
        {count} clics
      </button>
    </section>
  )
}

const loadCounter = () => Promise.resolve<ComponentType<CounterProps>>(Counter)

/** The section as the prerender makes it: without a window, its code is imported at once. */
function prerenderedSection(load = loadCounter) {
  vi.stubGlobal('window', undefined)
  try {
    return deferredSection(load)
  } finally {
    vi.unstubAllGlobals()
  }
}

async function prerender(element: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element)
  await stream.allReady
  return new Response(stream).text()
}

/** The browser's idle callbacks, run when the test says so. */
let idleCallbacks: (() => void)[] = []

function runIdleCallbacks() {
  const callbacks = idleCallbacks
  idleCallbacks = []
  callbacks.forEach((callback) => callback())
}

beforeEach(() => {
  idleCallbacks = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
})

afterEach(() => vi.unstubAllGlobals())

/** A promise for a section's code that the test settles. */
function codeOnRequest() {
  let deliver: (component: ComponentType<CounterProps>) => void = () => {}
  let fail: (error: Error) => void = () => {}
  const code = new Promise<ComponentType<CounterProps>>((resolve, reject) => {
    deliver = resolve
    fail = reject
  })
  const load = vi.fn(() => code)
  return { load, deliver: () => deliver(Counter), fail }
}

describe('a deferred section', () => {
  it('is in the prerendered HTML in full, its code imported at once', async () => {
    const load = vi.fn(loadCounter)
    const Section = prerenderedSection(load)
    expect(load).toHaveBeenCalledOnce()

    const html = await prerender(<Section label="Ventajas" />)

    expect(html).toContain('<h2>Ventajas</h2>')
    expect(html).toContain('0<!-- --> clics</button>')
  })

  it('imports its code in the browser only once the page has loaded and the browser is idle', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const { load, deliver } = codeOnRequest()
    const Section = deferredSection(load)
    renderWithTheme(<Section label="Ventajas" />)

    await act(async () => {})
    expect(load).not.toHaveBeenCalled()
    expect(idleCallbacks).toHaveLength(0)

    readyState.mockRestore()
    window.dispatchEvent(new Event('load'))
    expect(load).not.toHaveBeenCalled()

    await act(async () => {
      runIdleCallbacks()
      deliver()
    })
    expect(load).toHaveBeenCalledOnce()
    expect(await screen.findByRole('heading', { name: 'Ventajas' })).toBeVisible()
  })

  it("imports its code at once in an editor's preview, whose marks reach every section", () => {
    const cookie = vi.spyOn(document, 'cookie', 'get').mockReturnValue('rehoboth_preview=1')
    const { load } = codeOnRequest()

    deferredSection(load)
    cookie.mockRestore()

    expect(load).toHaveBeenCalledOnce()
    expect(idleCallbacks).toHaveLength(0)
  })

  describe('hydrating a prerendered page', () => {
    let root: Root | undefined
    let container: HTMLElement

    async function hydratePage(Section: ComponentType<CounterProps>, label = 'Ventajas') {
      const Prerendered = prerenderedSection()
      container = document.createElement('div')
      container.innerHTML = await prerender(<Page Section={Prerendered} label={label} />)
      document.body.append(container)
      const serverButton = container.querySelector('section button')
      await act(async () => {
        root = hydrateRoot(container, <Page Section={Section} label={label} />)
      })
      return { serverButton }
    }

    /** The section beside the page's own first-screen button. */
    function Page({ Section, label }: { Section: ComponentType<CounterProps>; label: string }) {
      const [likes, setLikes] = useState(0)
      return (
        <main>
          <button type="button" onClick={() => setLikes(likes + 1)}>
            {likes} me gusta
          </button>
          <Section label={label} />
        </main>
      )
    }

    afterEach(() => {
      act(() => root?.unmount())
      root = undefined
      container.remove()
    })

    it('keeps the section’s HTML while the rest of the page hydrates, then hydrates it', async () => {
      const { load, deliver } = codeOnRequest()
      const { serverButton } = await hydratePage(deferredSection(load))

      fireEvent.click(screen.getByRole('button', { name: '0 me gusta' }))
      expect(screen.getByRole('button', { name: '1 me gusta' })).toBeVisible()
      expect(screen.getByRole('heading', { name: 'Ventajas' })).toBeVisible()
      expect(load).not.toHaveBeenCalled()

      await act(async () => {
        runIdleCallbacks()
        deliver()
      })
      const sectionButton = screen.getByRole('button', { name: '0 clics' })
      expect(sectionButton).toBe(serverButton)
      fireEvent.click(sectionButton)
      expect(sectionButton).toHaveTextContent('1 clics')
    })

    it('lets an update that reaches the section wait for its code, keeping its HTML', async () => {
      const { load, deliver } = codeOnRequest()
      const Section = deferredSection(load)
      const { serverButton } = await hydratePage(Section)

      await act(async () => {
        startTransition(() => root?.render(<Page Section={Section} label="Por qué elegirnos" />))
      })
      expect(screen.getByRole('heading', { name: 'Ventajas' })).toBe(container.querySelector('h2'))

      await act(async () => {
        runIdleCallbacks()
        deliver()
      })
      expect(screen.getByRole('heading', { name: 'Por qué elegirnos' })).toBeVisible()
      expect(screen.getByRole('button', { name: '0 clics' })).toBe(serverButton)
    })

    it('leaves a section whose code fails to load out of the page and reports it', async () => {
      const reported = vi.mocked(console.error).mockImplementation(() => {})
      const { load, fail } = codeOnRequest()
      await hydratePage(deferredSection(load))

      await act(async () => {
        runIdleCallbacks()
        fail(new Error('Failed to fetch dynamically imported module'))
      })

      expect(screen.queryByRole('heading', { name: 'Ventajas' })).not.toBeInTheDocument()
      expect(reported.mock.calls.flat()).toContainEqual(
        expect.objectContaining({ message: 'Failed to fetch dynamically imported module' }),
      )
      fireEvent.click(screen.getByRole('button', { name: '0 me gusta' }))
      expect(screen.getByRole('button', { name: '1 me gusta' })).toBeVisible()
    })
  })
})
