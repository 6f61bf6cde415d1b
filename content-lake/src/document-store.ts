import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { writeFileDurably } from './durable-write.ts'
import { withFileLock } from './file-lock.ts'
import { createSerialQueue } from './serial-queue.ts'
import { TransactionLog } from './transaction-log.ts'
import type { TransactionEntry } from './transaction-log.ts'
import type { SanityDocument } from './types.ts'

interface DeletedMarker {
  _id: string
  _deleted: true
}

type LayerEntry = SanityDocument | DeletedMarker

function isDeletedMarker(entry: LayerEntry): entry is DeletedMarker {
  return entry._deleted === true
}

export interface CommitInfo {
  transactionId: string
  timestamp: string
  author: string
  /** The mutations that touched each document, for listeners and history. */
  mutations?: ReadonlyMap<string, unknown[]>
}

/**
 * The documents of one dataset: the read-only seed with the documents written through the API
 * layered over it. The layer lives in an NDJSON file (one written document, or a deletion
 * marker, per line) that is read again whenever another process has changed it, so the
 * standalone Content Lake, the dev server, the importer and the prerender all see the same
 * content. Every commit is also appended to the dataset's transaction log.
 */
export class DocumentStore {
  readonly log: TransactionLog
  readonly #seed: ReadonlyMap<string, SanityDocument>
  readonly #layerFile: string
  readonly #lockFile: string
  readonly #queue = createSerialQueue()
  #layer = new Map<string, LayerEntry>()
  #layerVersion: string | undefined
  #merged: SanityDocument[] | undefined

  constructor(seed: readonly SanityDocument[], storeDir: string, dataset: string) {
    this.#seed = new Map(seed.map((document) => [document._id, document]))
    this.#layerFile = join(storeDir, `${dataset}.ndjson`)
    this.#lockFile = join(storeDir, `${dataset}.lock`)
    this.log = new TransactionLog(join(storeDir, `${dataset}.transactions.ndjson`))
  }

  /**
   * Runs a read-modify-write alone: after every earlier one of this process (in arrival order)
   * and while holding the dataset's lock file against other processes.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    return this.#queue(() =>
      withFileLock(this.#lockFile, async () => {
        this.#refresh(true)
        return task()
      }),
    )
  }

  /** Every document, drafts and release versions included. */
  documents(): readonly SanityDocument[] {
    this.#refresh()
    this.#merged ??= [
      ...[...this.#seed.values()].filter((document) => !this.#layer.has(document._id)),
      ...[...this.#layer.values()].filter(
        (entry): entry is SanityDocument => !isDeletedMarker(entry),
      ),
    ]
    return this.#merged
  }

  get(id: string): SanityDocument | undefined {
    this.#refresh()
    const written = this.#layer.get(id)
    if (written) return isDeletedMarker(written) ? undefined : written
    return this.#seed.get(id)
  }

  /** The seed's version of a document: its history starts there. */
  seedDocument(id: string): SanityDocument | undefined {
    return this.#seed.get(id)
  }

  /**
   * Saves the new state of each changed document (`null` deletes it) durably, then logs the
   * transaction. Call it inside `exclusive`.
   */
  commit(changes: ReadonlyMap<string, SanityDocument | null>, info: CommitInfo): TransactionEntry {
    this.#refresh(true)
    const entry: TransactionEntry = {
      id: info.transactionId,
      timestamp: info.timestamp,
      author: info.author,
      changes: [...changes].map(([id, after]) => ({
        id,
        before: this.get(id) ?? null,
        after,
        mutations: info.mutations?.get(id) ?? [],
      })),
    }
    for (const [id, document] of changes) {
      if (document) this.#layer.set(id, document)
      else if (this.#seed.has(id)) this.#layer.set(id, { _id: id, _deleted: true })
      else this.#layer.delete(id)
    }
    this.#merged = undefined
    const lines = [...this.#layer.values()].map((layerEntry) => `${JSON.stringify(layerEntry)}\n`)
    writeFileDurably(this.#layerFile, lines.join(''))
    this.#layerVersion = this.#fileVersion()
    this.log.append(entry)
    return entry
  }

  #fileVersion(): string | undefined {
    try {
      const { mtimeMs, size, ino } = statSync(this.#layerFile)
      return `${ino}:${mtimeMs}:${size}`
    } catch {
      return undefined
    }
  }

  #refresh(force = false): void {
    const version = this.#fileVersion()
    if (version === this.#layerVersion && !force) return
    this.#layerVersion = version
    this.#merged = undefined
    const lines =
      version && existsSync(this.#layerFile)
        ? readFileSync(this.#layerFile, 'utf8').split('\n')
        : []
    this.#layer = new Map(
      lines
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as LayerEntry)
        .map((entry) => [entry._id, entry]),
    )
  }
}
