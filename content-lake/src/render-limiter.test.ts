import { describe, expect, it } from 'vitest'
import { RenderLimiter, RenderQueueFull } from './render-limiter.ts'

function deferred() {
  let resolve: (value: string) => void = () => undefined
  const promise = new Promise<string>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('render limiter', () => {
  it('runs two at a time, lets a few wait, and refuses one more at once', async () => {
    const limiter = new RenderLimiter(2, 2)
    const tasks = [deferred(), deferred(), deferred(), deferred()]
    const started: number[] = []
    const signal = new AbortController().signal
    const runs = tasks.map((task, index) =>
      limiter.run(() => {
        started.push(index)
        return task.promise
      }, signal),
    )
    await expect(limiter.run(async () => 'more', signal)).rejects.toBeInstanceOf(RenderQueueFull)
    await settle()
    expect(started).toEqual([0, 1])
    expect([limiter.running, limiter.waiting]).toEqual([2, 2])

    tasks[1]?.resolve('b')
    await expect(runs[1]).resolves.toBe('b')
    await settle()
    expect(started).toEqual([0, 1, 2])
    for (const task of tasks) task.resolve('done')
    await Promise.all(runs)
    expect([limiter.running, limiter.waiting]).toEqual([0, 0])
  })

  it('drops a waiting render whose caller leaves, and never starts it', async () => {
    const limiter = new RenderLimiter(1, 4)
    const first = deferred()
    const started: string[] = []
    const running = limiter.run(() => {
      started.push('first')
      return first.promise
    }, new AbortController().signal)
    const leaving = new AbortController()
    const left = limiter.run(async () => {
      started.push('left')
      return 'left'
    }, leaving.signal)
    leaving.abort()
    await expect(left).rejects.toMatchObject({ name: 'AbortError' })
    expect(limiter.waiting).toBe(0)
    first.resolve('first')
    await running
    await settle()
    expect(started).toEqual(['first'])
  })

  it('keeps a running render counted until it ends, though its caller left', async () => {
    const limiter = new RenderLimiter(1, 4)
    const render = deferred()
    const leaving = new AbortController()
    const running = limiter.run(() => render.promise, leaving.signal)
    leaving.abort()
    await settle()
    expect(limiter.running).toBe(1)
    const next = limiter.run(async () => 'next', new AbortController().signal)
    expect(limiter.waiting).toBe(1)
    render.resolve('rendered')
    await expect(running).resolves.toBe('rendered')
    await expect(next).resolves.toBe('next')
  })
})
