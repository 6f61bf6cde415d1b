import { badRequest, payloadTooLarge } from '../sanity-errors.ts'

/** Most keys the store holds (sanity 6.16 writes a few dozen: see README, "Limits"). */
export const MAX_KEYS = 256
/** Largest value, as JSON (the Studio's largest, its recent searches, is a few KB). */
export const MAX_VALUE_BYTES = 16 * 1024
/** Most the keys and values together may take, as JSON. */
export const MAX_TOTAL_BYTES = 1024 * 1024
/** Largest PUT body: a full store's worth of pairs. */
export const MAX_BODY_BYTES = MAX_TOTAL_BYTES + 64 * 1024

// What the Studio's keys are made of (`studio.structure-tool.layout.product`,
// `studio.timezone.input.<document id>.<field path>`): printable ASCII but the comma, which
// separates keys in a read.
const KEY = /^[\x21-\x2b\x2d-\x7e]{1,200}$/

export interface KeyValuePair {
  key: string
  value: unknown
}

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? 'null')

/** The 400 for a key the store does not take, or undefined. */
export function keyProblem(key: unknown): Response | undefined {
  if (typeof key === 'string' && KEY.test(key)) return undefined
  return badRequest('Each key must be 1-200 printable ASCII characters other than ","')
}

/**
 * The Studio's stored preferences, bounded in keys, value size and total size. A write is taken
 * whole or refused whole; a `null` value removes its key (a read answers `null` for it anyway).
 */
export class KeyValueStore {
  readonly #entries = new Map<string, { value: unknown; bytes: number }>()
  #totalBytes = 0

  get(key: string): unknown {
    return this.#entries.get(key)?.value ?? null
  }

  /** Stores the pairs, or answers Sanity's 400 (malformed) or 413 (too large) and stores none. */
  set(pairs: unknown): KeyValuePair[] | Response {
    if (!Array.isArray(pairs)) return badRequest('Expected an array of {key, value}')
    const next = new Map<string, { value: unknown; bytes: number }>()
    for (const pair of pairs as unknown[]) {
      if (typeof pair !== 'object' || pair === null || !('key' in pair)) {
        return badRequest('Expected an array of {key, value}')
      }
      const { key, value = null } = pair as { key: unknown; value?: unknown }
      const refused = keyProblem(key)
      if (refused) return refused
      const bytes = (key as string).length + jsonBytes(value)
      if (bytes - (key as string).length > MAX_VALUE_BYTES) {
        return payloadTooLarge(`The value of "${key as string}" is over ${MAX_VALUE_BYTES} bytes`)
      }
      next.set(key as string, { value, bytes })
    }
    let keys = this.#entries.size
    let total = this.#totalBytes
    for (const [key, entry] of next) {
      const old = this.#entries.get(key)
      if (old) {
        keys -= 1
        total -= old.bytes
      }
      if (entry.value !== null) {
        keys += 1
        total += entry.bytes
      }
    }
    if (keys > MAX_KEYS || total > MAX_TOTAL_BYTES) {
      return payloadTooLarge(
        `The store holds at most ${MAX_KEYS} keys and ${MAX_TOTAL_BYTES} bytes; remove some first`,
      )
    }
    for (const [key, entry] of next) {
      this.#entries.delete(key)
      if (entry.value !== null) this.#entries.set(key, entry)
    }
    this.#totalBytes = total
    return [...next].map(([key, { value }]) => ({ key, value }))
  }
}
