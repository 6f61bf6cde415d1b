import { describe, expect, it } from 'vitest'
import { RenditionCache } from './rendition-cache.ts'

const settle = () => new Promise((resolve) => setImmediate(resolve))

/** A rendering that ends when told, and tells whether it was abandoned. */
function controlledRender() {
  const calls: AbortSignal[] = []
  let finish: (bytes: Buffer) => void = () => undefined
  const render = (abandoned: AbortSignal) => {
    calls.push(abandoned)
    return new Promise<Buffer>((resolve, reject) => {
      finish = resolve
      abandoned.addEventListener('abort', () => reject(abandoned.reason as Error))
    })
  }
  return { render, calls, finish: (bytes: Buffer) => finish(bytes) }
}

describe('rendition cache', () => {
  it('renders a key once for every request waiting for it, and keeps the bytes', async () => {
    const cache = new RenditionCache(1024)
    const { render, calls, finish } = controlledRender()
    const signal = new AbortController().signal
    const answers = [cache.get('a', render, signal), cache.get('a', render, signal)]
    finish(Buffer.from('bytes'))
    expect((await Promise.all(answers)).map(String)).toEqual(['bytes', 'bytes'])
    expect(String(await cache.get('a', render, signal))).toBe('bytes')
    expect(calls).toHaveLength(1)
  })

  it('goes on rendering while one request still waits', async () => {
    const cache = new RenditionCache(1024)
    const { render, calls, finish } = controlledRender()
    const leaving = new AbortController()
    const left = cache.get('a', render, leaving.signal)
    const staying = cache.get('a', render, new AbortController().signal)
    leaving.abort()
    await expect(left).rejects.toMatchObject({ name: 'AbortError' })
    expect(calls[0]?.aborted).toBe(false)
    finish(Buffer.from('bytes'))
    expect(String(await staying)).toBe('bytes')
  })

  it('abandons a rendering once every request has left, and keeps nothing of it', async () => {
    const cache = new RenditionCache(1024)
    const first = controlledRender()
    const leaving = [new AbortController(), new AbortController()]
    const answers = leaving.map((client) => cache.get('a', first.render, client.signal))
    for (const client of leaving) client.abort()
    await Promise.allSettled(answers)
    expect(first.calls[0]?.aborted).toBe(true)

    const second = controlledRender()
    const again = cache.get('a', second.render, new AbortController().signal)
    await settle()
    expect(second.calls).toHaveLength(1)
    second.finish(Buffer.from('fresh'))
    expect(String(await again)).toBe('fresh')
  })

  it('drops the oldest renditions once over its budget', async () => {
    const cache = new RenditionCache(8)
    const signal = new AbortController().signal
    let renders = 0
    const render = async () => {
      renders += 1
      return Buffer.alloc(5)
    }
    await cache.get('a', render, signal)
    await cache.get('b', render, signal)
    await cache.get('b', render, signal)
    await cache.get('a', render, signal)
    expect(renders).toBe(3)
  })
})
