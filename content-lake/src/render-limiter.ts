/** Thrown by `RenderLimiter.run` when the waiting line is full. */
export class RenderQueueFull extends Error {
  constructor() {
    super('The image CDN is busy rendering other images; try again in a moment')
  }
}

interface Waiting {
  start: () => void
}

/**
 * Runs at most `concurrency` tasks at once and lets at most `maxWaiting` wait. A slot is held
 * until the task itself ends, not its caller: sharp cannot be stopped mid-render, so a render
 * whose caller left still counts. A waiting task whose signal aborts is dropped unstarted.
 */
export class RenderLimiter {
  readonly #concurrency: number
  readonly #maxWaiting: number
  #running = 0
  readonly #waiting: Waiting[] = []

  constructor(concurrency: number, maxWaiting: number) {
    this.#concurrency = concurrency
    this.#maxWaiting = maxWaiting
  }

  get running(): number {
    return this.#running
  }

  get waiting(): number {
    return this.#waiting.length
  }

  run<T>(task: () => Promise<T>, signal: AbortSignal): Promise<T> {
    if (signal.aborted) return Promise.reject(signal.reason as Error)
    if (this.#running < this.#concurrency) return this.#start(task)
    if (this.#waiting.length >= this.#maxWaiting) return Promise.reject(new RenderQueueFull())
    return new Promise<T>((resolve, reject) => {
      const entry: Waiting = {
        start: () => {
          signal.removeEventListener('abort', leave)
          this.#start(task).then(resolve, reject)
        },
      }
      const leave = () => {
        this.#waiting.splice(this.#waiting.indexOf(entry), 1)
        reject(signal.reason as Error)
      }
      signal.addEventListener('abort', leave, { once: true })
      this.#waiting.push(entry)
    })
  }

  #start<T>(task: () => Promise<T>): Promise<T> {
    this.#running += 1
    const done = () => {
      this.#running -= 1
      this.#waiting.shift()?.start()
    }
    const running = Promise.resolve().then(task)
    running.then(done, done)
    return running
  }
}
