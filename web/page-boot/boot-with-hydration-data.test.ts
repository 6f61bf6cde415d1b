import { describe, expect, it, vi } from 'vitest'
import { bootAfterLoad, modulesPreloadedAfterLoad } from './boot-after-load.ts'
import { bootFilePlaceholder, readBootFile, separateBootFile } from './boot-file.ts'
import { loadPage, moduleCode, prerendered } from './testing/booting-page.ts'
import { appFailedValue, hydrationDataAttempts } from './markers.ts'

describe('bootAfterLoad with the hydration data in a file of its own', () => {
  const contextCode =
    'window.__reactRouterContext = { streamController: {' +
    ' enqueue: function (text) { fed.push(text) }, close: function () { fed.push("(closed)") } } };' +
    ' window.fed = []'
  /** The page as the build publishes it, and its boot file (boot-file.ts) with `data`. */
  const publish = (page: string, data = '[{"loaderData":{}}]\n') => {
    const boot = separateBootFile(bootAfterLoad(page, bootFilePlaceholder), data, '/rehoboth/')
    return { html: boot.html, address: `/rehoboth/${boot.file}`, content: boot.content }
  }
  // React Router's context script, with a stand-in for its stream that records what it is fed.
  const published = publish(
    prerendered.replace(
      '<script>window.__reactRouterContext = {}</script>',
      `<script>${contextCode}</script>`,
    ),
  )
  const withData = published.html
  const dataUrl = published.address
  const bootFile = () => new Response(published.content)

  /**
   * The page with a stand-in fetch, a stand-in for React Router's hydration stream and the errors
   * the page logs.
   */
  function loadPageWithData(answers: Array<() => Promise<Response>>, html = withData) {
    const requested: string[] = []
    const errors: string[] = []
    const page = loadPage(html, (window) => {
      window.fetch = (input: RequestInfo | URL) => {
        requested.push(String(input))
        const answer = answers.shift()
        return answer ? answer() : new Promise<Response>(() => {})
      }
      window.console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '))
    })
    const fed = () => (page.dom.window as unknown as { fed: string[] }).fed
    const appState = () => page.document.documentElement.dataset.app
    return { ...page, fed, requested, errors, appState }
  }

  it('fetches the data when it starts the app and feeds it to React Router, then closes', async () => {
    const page = loadPageWithData([async () => bootFile()])
    await page.loaded()
    expect(page.requested).toEqual([])

    await page.settle()

    expect(page.requested).toEqual([dataUrl])
    expect(page.fed()).toEqual(['[{"loaderData":{}}]\n', '(closed)'])
    expect(page.startedModules()).toEqual([moduleCode])
    page.dom.window.close()
  })

  it('keeps the page as it is and tries again later when the data cannot be fetched', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const page = loadPageWithData([
        async () => new Response('', { status: 503 }),
        () => Promise.reject(new TypeError('Failed to fetch')),
        async () => bootFile(),
      ])
      page.document.dispatchEvent(new page.dom.window.KeyboardEvent('keydown', { bubbles: true }))
      await vi.advanceTimersByTimeAsync(0)
      expect(page.requested).toHaveLength(1)
      // React Router's context comes with the file: nothing is set up until it has.
      expect(page.fed()).toBeUndefined()

      await vi.advanceTimersByTimeAsync(1000)
      expect(page.requested).toHaveLength(2)
      expect(page.fed()).toBeUndefined()

      await vi.advanceTimersByTimeAsync(1999)
      expect(page.requested).toHaveLength(2)
      await vi.advanceTimersByTimeAsync(1)
      expect(page.requested).toEqual([dataUrl, dataUrl, dataUrl])
      expect(page.fed()).toEqual(['[{"loaderData":{}}]\n', '(closed)'])
      page.dom.window.close()
    } finally {
      vi.useRealTimers()
    }
  })

  it('gives up after a capped number of attempts, says so and leaves the page static', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const page = loadPageWithData(
        Array.from(
          { length: hydrationDataAttempts + 1 },
          () => async () => new Response('', { status: 503 }),
        ),
      )
      page.document.dispatchEvent(new page.dom.window.KeyboardEvent('keydown', { bubbles: true }))
      await vi.advanceTimersByTimeAsync(0)
      for (let attempt = 1; attempt < hydrationDataAttempts; attempt++) {
        expect(page.appState()).toBeUndefined()
        await vi.advanceTimersByTimeAsync(1000 * 2 ** (attempt - 1))
      }

      expect(page.requested).toHaveLength(hydrationDataAttempts)
      expect(page.appState()).toBe(appFailedValue)
      expect(page.errors).toEqual([
        expect.stringContaining(
          `${dataUrl} failed ${hydrationDataAttempts} times (last: Error: HTTP 503)`,
        ),
      ])
      await vi.advanceTimersByTimeAsync(60_000)
      expect(page.requested).toHaveLength(hydrationDataAttempts)
      expect(page.fed()).toBeUndefined()
      expect(page.document.querySelector('main img')).not.toBeNull()
      page.dom.window.close()
    } finally {
      vi.useRealTimers()
    }
  })

  it('reports a page whose held module block is missing instead of leaving it without its app', async () => {
    const withoutModule = withData.replace(
      /<script type="text\/plain" data-module-after-load[^>]*>[\s\S]*?<\/script>/,
      '',
    )
    expect(withoutModule).not.toBe(withData)
    const page = loadPageWithData([], withoutModule)
    await page.loaded()
    await page.settle()

    expect(page.appState()).toBe(appFailedValue)
    expect(page.errors).toEqual([expect.stringContaining('the page has no module block')])
    expect(page.requested).toEqual([])
    page.dom.window.close()
  })

  it('reports a context script that sets up no stream, as after a React Router upgrade', async () => {
    const noStream = publish(
      prerendered.replace(
        '<script>window.__reactRouterContext = {}</script>',
        '<script>window.__reactRouterContext = {}; window.fed = []</script>',
      ),
    )
    const page = loadPageWithData([async () => new Response(noStream.content)], noStream.html)
    await page.loaded()
    await page.settle()

    expect(page.appState()).toBe(appFailedValue)
    expect(page.errors).toEqual([expect.stringContaining('set up no hydration stream')])
    expect(page.startedModules()).toEqual([])
    page.dom.window.close()
  })

  it("moves React Router's scripts out of the page into the file, their text kept byte for byte", () => {
    expect(withData).not.toContain(contextCode)
    expect(withData).not.toContain(moduleCode)
    // Both blocks stay, empty: React hydrates the elements it wrote, in their order.
    expect(withData).toMatch(
      /<script type="text\/plain" data-context-after-load=""><\/script><script type="text\/plain" data-module-after-load="" [^>]*><\/script>/,
    )
    expect(readBootFile(published.content)).toEqual({
      scripts: { context: contextCode, module: moduleCode },
      data: '[{"loaderData":{}}]\n',
    })
    expect(dataUrl).toMatch(/^\/rehoboth\/assets\/hydration-[\w-]{12}\.txt$/)
  })

  it("sets React Router's context up only when it starts the app, then runs its module", async () => {
    const page = loadPageWithData([async () => bootFile()])
    await page.loaded()
    expect(page.dom.window).not.toHaveProperty('__reactRouterContext')

    await page.settle()

    expect(page.dom.window).toHaveProperty('__reactRouterContext')
    expect(page.fed()).toEqual(['[{"loaderData":{}}]\n', '(closed)'])
    expect(page.startedModules()).toEqual([moduleCode])
    page.dom.window.close()
  })

  it('leaves the context script in place when the page feeds its stream itself', () => {
    expect(bootAfterLoad(prerendered)).toContain(
      '<script>window.__reactRouterContext = {}</script>',
    )
  })

  it('names the data file in its options, beside the preloads', () => {
    expect(modulesPreloadedAfterLoad(withData)).toEqual([
      '/rehoboth/assets/manifest-1.js',
      '/rehoboth/assets/entry.client-3.js',
    ])
    expect(withData).toContain(`&quot;hydrationData&quot;:&quot;${dataUrl}&quot;`)
  })
})
