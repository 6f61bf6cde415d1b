import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** One entry of seed/media/manifest.json (keys are paths relative to seed/media). */
interface MediaManifestEntry {
  sha1: string
  mimeType: string
  originalFilename?: string
}

export interface AssetFile {
  path: string
  /** Known when the file comes from the seed media; uploads take theirs from the asset document. */
  mimeType?: string
  originalFilename?: string
}

/**
 * Finds the bytes behind an asset by their sha1: files uploaded through the API first, then the
 * seed media (re-indexed whenever its manifest changes, e.g. after `npm run seed:media`).
 */
export class AssetFiles {
  readonly uploadDir: string
  readonly #mediaDir: string | undefined
  #manifestVersion: number | undefined
  #seedFiles = new Map<string, AssetFile>()

  constructor(mediaDir: string | undefined, uploadDir: string) {
    this.#mediaDir = mediaDir
    this.uploadDir = uploadDir
  }

  uploadPath(sha1: string, extension: string): string {
    return join(this.uploadDir, `${sha1}.${extension}`)
  }

  find(sha1: string, extension: string): AssetFile | undefined {
    const uploaded = this.uploadPath(sha1, extension)
    if (existsSync(uploaded)) return { path: uploaded }
    return this.#seedIndex().get(sha1)
  }

  #seedIndex(): ReadonlyMap<string, AssetFile> {
    if (!this.#mediaDir) return this.#seedFiles
    const manifestPath = join(this.#mediaDir, 'manifest.json')
    const version = existsSync(manifestPath) ? statSync(manifestPath).mtimeMs : undefined
    if (version === this.#manifestVersion) return this.#seedFiles
    this.#manifestVersion = version
    const manifest =
      version === undefined
        ? {}
        : (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, MediaManifestEntry>)
    const mediaDir = this.#mediaDir
    this.#seedFiles = new Map(
      Object.entries(manifest).map(([relativePath, entry]) => [
        entry.sha1,
        {
          path: join(mediaDir, relativePath),
          mimeType: entry.mimeType,
          ...(entry.originalFilename && { originalFilename: entry.originalFilename }),
        },
      ]),
    )
    return this.#seedFiles
  }
}
