import { existsSync, mkdirSync, readFileSync, statSync, watch } from 'node:fs'
import type { FSWatcher } from 'node:fs'
import { basename, dirname } from 'node:path'
import { appendFileDurably } from './durable-write.ts'
import type { SanityDocument } from './types.ts'

/** What one transaction did to one document. */
export interface DocumentChange {
  id: string
  before: SanityDocument | null
  after: SanityDocument | null
  /** The mutations of the transaction that touched this document, as sent. */
  mutations: unknown[]
}

export interface TransactionEntry {
  /** The transaction id, which is also the `_rev` of every document it wrote. */
  id: string
  timestamp: string
  /** User id of whoever wrote it. */
  author: string
  changes: DocumentChange[]
}

type Listener = (entry: TransactionEntry) => void

function parseLines(text: string): TransactionEntry[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as TransactionEntry)
}

/**
 * Every transaction written to one dataset, oldest first, in an NDJSON file next to the
 * documents. It feeds the history API and the listeners; listeners also get the transactions
 * other processes append (watched on disk), so a contact request saved by a dev server shows in
 * the Studio at once.
 */
export class TransactionLog {
  readonly #path: string
  readonly #listeners = new Set<Listener>()
  #offset = 0
  #watcher: FSWatcher | undefined
  readonly #knownIds = new Set<string>()
  #knownUpTo = 0

  constructor(path: string) {
    this.#path = path
  }

  append(entry: TransactionEntry): void {
    appendFileDurably(this.#path, `${JSON.stringify(entry)}\n`)
    this.poll()
  }

  /** Whether a transaction with this id was ever logged (reads only what was appended since). */
  has(id: string): boolean {
    let size: number
    try {
      size = statSync(this.#path).size
    } catch {
      return false
    }
    if (size < this.#knownUpTo) {
      this.#knownIds.clear()
      this.#knownUpTo = 0
    }
    if (size > this.#knownUpTo) {
      const buffer = readFileSync(this.#path)
      const end = buffer.lastIndexOf(0x0a) + 1
      if (end > this.#knownUpTo) {
        const text = buffer.subarray(this.#knownUpTo, end).toString('utf8')
        for (const entry of parseLines(text)) this.#knownIds.add(entry.id)
        this.#knownUpTo = end
      }
    }
    return this.#knownIds.has(id)
  }

  entries(): TransactionEntry[] {
    return existsSync(this.#path) ? parseLines(readFileSync(this.#path, 'utf8')) : []
  }

  /** Calls `listener` with each transaction appended from now on, by any process. */
  subscribe(listener: Listener): () => void {
    if (this.#listeners.size === 0) this.#startWatching()
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
      if (this.#listeners.size === 0) this.#stopWatching()
    }
  }

  /** Hands what was appended since the last look to the listeners. */
  poll(): void {
    if (this.#listeners.size === 0) return
    let size: number
    try {
      size = statSync(this.#path).size
    } catch {
      return
    }
    if (size < this.#offset) this.#offset = 0
    if (size === this.#offset) return
    const buffer = readFileSync(this.#path)
    const end = buffer.lastIndexOf(0x0a) + 1
    if (end <= this.#offset) return
    const text = buffer.subarray(this.#offset, end).toString('utf8')
    this.#offset = end
    for (const entry of parseLines(text)) {
      for (const listener of [...this.#listeners]) listener(entry)
    }
  }

  #startWatching(): void {
    const directory = dirname(this.#path)
    mkdirSync(directory, { recursive: true })
    this.#offset = existsSync(this.#path) ? statSync(this.#path).size : 0
    const name = basename(this.#path)
    this.#watcher = watch(directory, (_event, file) => {
      if (file === null || file === name) this.poll()
    })
    // The folder deleted under a running server (back to the seed): stop watching, not crash.
    this.#watcher.on('error', () => this.#stopWatching())
    this.#watcher.unref()
  }

  #stopWatching(): void {
    this.#watcher?.close()
    this.#watcher = undefined
  }
}
