import { readFileSync } from 'node:fs'
import type { SanityFileAsset, SanityImageAsset } from '@rehoboth/shared/sanity-types'
import { SEED_TIMESTAMP } from './seed-constants.ts'

/** One file of seed/media as the media generator describes it in seed/media/manifest.json. */
export interface MediaManifestEntry {
  kind: 'image' | 'file'
  sha1: string
  extension: string
  mimeType: string
  size: number
  originalFilename: string
  width?: number
  height?: number
  lqip?: string
  hasAlpha?: boolean
}

export type MediaManifest = Record<string, MediaManifestEntry>

export type AssetDocument = SanityImageAsset | SanityFileAsset

export interface ImageFieldValue {
  _type: 'image'
  alt: string
  asset: { _type: 'reference'; _ref: string }
}

export interface FileFieldValue {
  _type: 'file'
  asset: { _type: 'reference'; _ref: string }
}

export interface SanityTarget {
  projectId: string
  dataset: string
}

export const manifestUrl = new URL('../media/manifest.json', import.meta.url)

const generateHint = 'Run `npm run seed:media` to generate the seed media and its manifest.'

export function readMediaManifest(url: URL = manifestUrl): MediaManifest {
  let text: string
  try {
    text = readFileSync(url, 'utf8')
  } catch (error) {
    throw new Error(`The seed media manifest ${url.pathname} cannot be read. ${generateHint}`, {
      cause: error,
    })
  }
  return JSON.parse(text) as MediaManifest
}

/**
 * Turns media paths into image and file field values, and collects the asset document of every
 * path used, with the ids and CDN URLs real Sanity would give the same bytes.
 */
export class MediaLibrary {
  readonly #manifest: MediaManifest
  readonly #target: SanityTarget
  readonly #assets = new Map<string, AssetDocument>()

  constructor(manifest: MediaManifest, target: SanityTarget) {
    this.#manifest = manifest
    this.#target = target
  }

  image(path: string, alt: string): ImageFieldValue {
    const asset = this.#asset(path, 'image')
    return { _type: 'image', alt, asset: { _type: 'reference', _ref: asset._id } }
  }

  /** An image without alt text of its own: a slide's phone image, described by its main image. */
  phoneImage(path: string): Omit<ImageFieldValue, 'alt'> {
    const asset = this.#asset(path, 'image')
    return { _type: 'image', asset: { _type: 'reference', _ref: asset._id } }
  }

  file(path: string): FileFieldValue {
    const asset = this.#asset(path, 'file')
    return { _type: 'file', asset: { _type: 'reference', _ref: asset._id } }
  }

  /** The asset documents of every path used so far, sorted by id. */
  assetDocuments(): AssetDocument[] {
    return [...this.#assets.values()].sort((a, b) => a._id.localeCompare(b._id))
  }

  #asset(path: string, kind: MediaManifestEntry['kind']): AssetDocument {
    const entry = this.#manifest[path]
    if (!entry) {
      throw new Error(`The seed media manifest has no entry for '${path}'. ${generateHint}`)
    }
    if (entry.kind !== kind) {
      throw new Error(`The seed media '${path}' is a ${entry.kind}, but it is used as a ${kind}.`)
    }
    const asset = kind === 'image' ? this.#imageAsset(path, entry) : this.#fileAsset(entry)
    this.#assets.set(asset._id, asset)
    return asset
  }

  #imageAsset(path: string, entry: MediaManifestEntry): SanityImageAsset {
    const { width, height } = entry
    if (width === undefined || height === undefined) {
      throw new Error(
        `The seed media manifest lacks the dimensions of the image '${path}'. ${generateHint}`,
      )
    }
    const fileName = `${entry.sha1}-${width}x${height}.${entry.extension}`
    const assetPath = `images/${this.#target.projectId}/${this.#target.dataset}/${fileName}`
    const hasAlpha = entry.hasAlpha ?? false
    return {
      _id: `image-${entry.sha1}-${width}x${height}-${entry.extension}`,
      _type: 'sanity.imageAsset',
      ...this.#commonFields(entry),
      path: assetPath,
      url: `https://cdn.sanity.io/${assetPath}`,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: {
          _type: 'sanity.imageDimensions',
          width,
          height,
          aspectRatio: width / height,
        },
        ...(entry.lqip === undefined ? {} : { lqip: entry.lqip }),
        hasAlpha,
        isOpaque: !hasAlpha,
      },
    }
  }

  #fileAsset(entry: MediaManifestEntry): SanityFileAsset {
    const assetPath = `files/${this.#target.projectId}/${this.#target.dataset}/${entry.sha1}.${entry.extension}`
    return {
      _id: `file-${entry.sha1}-${entry.extension}`,
      _type: 'sanity.fileAsset',
      ...this.#commonFields(entry),
      path: assetPath,
      url: `https://cdn.sanity.io/${assetPath}`,
    }
  }

  #commonFields(entry: MediaManifestEntry) {
    return {
      _createdAt: SEED_TIMESTAMP,
      _updatedAt: SEED_TIMESTAMP,
      _rev: '',
      assetId: entry.sha1,
      sha1hash: entry.sha1,
      extension: entry.extension,
      mimeType: entry.mimeType,
      size: entry.size,
      originalFilename: entry.originalFilename,
    }
  }
}
