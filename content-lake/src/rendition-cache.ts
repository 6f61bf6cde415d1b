/** Resized images kept in memory, oldest dropped first once the byte budget is spent. */
export class RenditionCache {
  readonly #budget: number
  #used = 0
  readonly #entries = new Map<string, Promise<Buffer>>()
  readonly #sizes = new Map<string, number>()

  constructor(budgetBytes: number) {
    this.#budget = budgetBytes
  }

  /** The cached rendition for the key, rendering it once even when asked for concurrently. */
  get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.#entries.get(key)
    if (cached) return cached
    const rendering = render()
    this.#entries.set(key, rendering)
    rendering.then(
      (bytes) => this.#account(key, bytes.length),
      () => this.#entries.delete(key),
    )
    return rendering
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
