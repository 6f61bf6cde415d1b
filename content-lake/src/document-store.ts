import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { SanityDocument } from './types.ts'

interface DeletedMarker {
  _id: string
  _deleted: true
}

type LayerEntry = SanityDocument | DeletedMarker

function isDeletedMarker(entry: LayerEntry): entry is DeletedMarker {
  return entry._deleted === true
}

/**
 * The documents of one dataset: the read-only seed with the documents written through the API
 * layered over it. The layer lives in an NDJSON file (one written document, or a deletion
 * marker, per line) that is read again whenever another process has changed it, so the dev
 * server, the importer and the prerender all see the same content.
 */
export class DocumentStore {
  readonly #seed: ReadonlyMap<string, SanityDocument>
  readonly #layerFile: string
  #layer = new Map<string, LayerEntry>()
  #layerVersion: string | undefined
  #merged: SanityDocument[] | undefined

  constructor(seed: readonly SanityDocument[], layerFile: string) {
    this.#seed = new Map(seed.map((document) => [document._id, document]))
    this.#layerFile = layerFile
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

  /** Saves the new state of each changed document (`null` deletes it). */
  commit(changes: ReadonlyMap<string, SanityDocument | null>): void {
    this.#refresh()
    for (const [id, document] of changes) {
      if (document) this.#layer.set(id, document)
      else if (this.#seed.has(id)) this.#layer.set(id, { _id: id, _deleted: true })
      else this.#layer.delete(id)
    }
    this.#merged = undefined
    this.#write()
  }

  #fileVersion(): string | undefined {
    try {
      const { mtimeMs, size } = statSync(this.#layerFile)
      return `${mtimeMs}:${size}`
    } catch {
      return undefined
    }
  }

  #refresh(): void {
    const version = this.#fileVersion()
    if (version === this.#layerVersion) return
    this.#layerVersion = version
    this.#merged = undefined
    const lines = version ? readFileSync(this.#layerFile, 'utf8').split('\n') : []
    this.#layer = new Map(
      lines
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as LayerEntry)
        .map((entry) => [entry._id, entry]),
    )
  }

  #write(): void {
    mkdirSync(dirname(this.#layerFile), { recursive: true })
    const temporaryFile = `${this.#layerFile}.${process.pid}.tmp`
    const lines = [...this.#layer.values()].map((entry) => `${JSON.stringify(entry)}\n`)
    writeFileSync(temporaryFile, lines.join(''))
    renameSync(temporaryFile, this.#layerFile)
    this.#layerVersion = this.#fileVersion()
  }
}
