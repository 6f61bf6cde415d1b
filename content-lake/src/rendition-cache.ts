interface Rendition {
  bytes: Promise<Buffer>
  settled: boolean
  /** Requests waiting for it; when the last one leaves, the rendering is abandoned. */
  waiters: number
  abandon: AbortController
}

/** Resized images kept in memory, oldest dropped first once the byte budget is spent. */
export class RenditionCache {
  readonly #budget: number
  #used = 0
  readonly #entries = new Map<string, Rendition>()
  readonly #sizes = new Map<string, number>()

  constructor(budgetBytes: number) {
    this.#budget = budgetBytes
  }

  /**
   * The cached rendition for the key, rendering it once even when asked for concurrently. The
   * rendering gets a signal that aborts once every request waiting for it has gone (`signal`);
   * it is then forgotten, and its bytes, should they still come, are not kept.
   */
  get(
    key: string,
    render: (abandoned: AbortSignal) => Promise<Buffer>,
    signal: AbortSignal,
  ): Promise<Buffer> {
    const cached = this.#entries.get(key)
    if (cached?.settled) return cached.bytes
    return this.#wait(key, cached ?? this.#start(key, render), signal)
  }

  #start(key: string, render: (abandoned: AbortSignal) => Promise<Buffer>): Rendition {
    const abandon = new AbortController()
    const rendition: Rendition = {
      bytes: render(abandon.signal),
      settled: false,
      waiters: 0,
      abandon,
    }
    this.#entries.set(key, rendition)
    rendition.bytes.then(
      (bytes) => {
        rendition.settled = true
        if (this.#entries.get(key) === rendition) this.#account(key, bytes.length)
      },
      () => {
        if (this.#entries.get(key) === rendition) this.#entries.delete(key)
      },
    )
    return rendition
  }

  #wait(key: string, rendition: Rendition, signal: AbortSignal): Promise<Buffer> {
    rendition.waiters += 1
    return new Promise<Buffer>((resolve, reject) => {
      const leave = () => {
        rendition.waiters -= 1
        if (rendition.waiters === 0 && !rendition.settled) {
          if (this.#entries.get(key) === rendition) this.#entries.delete(key)
          rendition.abandon.abort(signal.reason)
        }
        reject(signal.reason as Error)
      }
      if (signal.aborted) {
        leave()
        return
      }
      signal.addEventListener('abort', leave, { once: true })
      rendition.bytes.then(
        (bytes) => {
          signal.removeEventListener('abort', leave)
          resolve(bytes)
        },
        (error: unknown) => {
          signal.removeEventListener('abort', leave)
          reject(error as Error)
        },
      )
    })
  }

  #account(key: string, size: number): void {
    this.#sizes.set(key, size)
    this.#used += size
    for (const oldest of this.#sizes.keys()) {
      if (this.#used <= this.#budget || oldest === key) break
      this.#used -= this.#sizes.get(oldest) ?? 0
      this.#sizes.delete(oldest)
      this.#entries.delete(oldest)
    }
  }
}
