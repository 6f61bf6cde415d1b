import { describe, expect, it, vi } from 'vitest'
import { inlineScriptHashes } from '../publish/security-headers.ts'
import { bootAfterLoad, modulesPreloadedAfterLoad } from './boot-after-load.ts'
import { loadPage, moduleCode, prerendered } from './testing/booting-page.ts'
import { contextAfterLoadAttribute } from './markers.ts'

describe('bootAfterLoad with the hydration data in a file of its own', () => {
  const dataUrl = '/rehoboth/assets/hydration-abc.txt'
  const contextCode =
    'window.__reactRouterContext = { streamController: {' +
    ' enqueue: function (text) { fed.push(text) }, close: function () { fed.push("(closed)") } } };' +
    ' window.fed = []'
  // React Router's context script, with a stand-in for its stream that records what it is fed.
  const withData = bootAfterLoad(
    prerendered.replace(
      '<script>window.__reactRouterContext = {}</script>',
      `<script>${contextCode}</script>`,
    ),
    dataUrl,
  )

  /** The page with a stand-in fetch and a stand-in for React Router's hydration stream. */
  function loadPageWithData(answers: Array<() => Promise<Response>>) {
    const requested: string[] = []
    const page = loadPage(withData, (window) => {
      window.fetch = (input: RequestInfo | URL) => {
        requested.push(String(input))
        const answer = answers.shift()
        return answer ? answer() : new Promise<Response>(() => {})
      }
    })
    const fed = () => (page.dom.window as unknown as { fed: string[] }).fed
    return { ...page, fed, requested }
  }

  it('fetches the data when it starts the app and feeds it to React Router, then closes', async () => {
    const page = loadPageWithData([async () => new Response('[{"loaderData":{}}]\n')])
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
        async () => new Response('[1]\n'),
      ])
      page.document.dispatchEvent(new page.dom.window.KeyboardEvent('keydown', { bubbles: true }))
      await vi.advanceTimersByTimeAsync(0)
      expect(page.requested).toHaveLength(1)
      expect(page.fed()).toEqual([])

      await vi.advanceTimersByTimeAsync(1000)
      expect(page.requested).toHaveLength(2)
      expect(page.fed()).toEqual([])

      await vi.advanceTimersByTimeAsync(1999)
      expect(page.requested).toHaveLength(2)
      await vi.advanceTimersByTimeAsync(1)
      expect(page.requested).toEqual([dataUrl, dataUrl, dataUrl])
      expect(page.fed()).toEqual(['[1]\n', '(closed)'])
      page.dom.window.close()
    } finally {
      vi.useRealTimers()
    }
  })

  it("sets React Router's context up only when it starts the app, from its text kept byte for byte", async () => {
    expect(withData).toContain(
      `<script type="text/plain" ${contextAfterLoadAttribute}="">${contextCode}</script>`,
    )
    expect(inlineScriptHashes(withData)).toEqual(
      expect.arrayContaining(inlineScriptHashes(`<script>${contextCode}</script>`)),
    )
    const page = loadPageWithData([async () => new Response('[1]\\n')])
    await page.loaded()
    expect(page.dom.window).not.toHaveProperty('__reactRouterContext')

    await page.settle()

    expect(page.dom.window).toHaveProperty('__reactRouterContext')
    expect(page.fed()).toEqual(['[1]\\n', '(closed)'])
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
