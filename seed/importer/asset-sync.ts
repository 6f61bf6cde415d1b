import { readFile } from 'node:fs/promises'
import type { SanityClient } from '@sanity/client'
import type { Requester } from './retry.ts'
import type { AssetFile } from './seed-media.ts'

interface ExistingAsset {
  _id: string
  _type: string
  sha1hash?: string
}

export interface AssetSyncResult {
  present: number
  uploaded: number
  /** Seed asset id -> id Sanity gave the same file, where they differ. */
  replacements: Map<string, string>
}

const existingAssetsQuery = `*[_id in $ids || (_type in ["sanity.imageAsset", "sanity.fileAsset"] && sha1hash in $sha1s)]{_id, _type, sha1hash}`

const typeOfKind = { image: 'sanity.imageAsset', file: 'sanity.fileAsset' } as const

/** Uploads the asset files the dataset lacks; Sanity stores each file once, by its SHA-1. */
export async function syncAssets(
  client: SanityClient,
  files: readonly AssetFile[],
  request: Requester,
  log: (line: string) => void,
): Promise<AssetSyncResult> {
  const existing = await request('look up existing assets', () =>
    client.fetch<ExistingAsset[]>(existingAssetsQuery, {
      ids: files.map((file) => file.assetId),
      sha1s: files.map((file) => file.sha1),
    }),
  )
  const existingIds = new Set(existing.map((asset) => asset._id))
  const replacements = new Map<string, string>()
  const missing: AssetFile[] = []
  for (const file of files) {
    if (existingIds.has(file.assetId)) continue
    const sameFile = existing.find(
      (asset) => asset._type === typeOfKind[file.kind] && asset.sha1hash === file.sha1,
    )
    if (sameFile) replacements.set(file.assetId, sameFile._id)
    else missing.push(file)
  }
  log(
    `Assets: ${files.length - missing.length} already in the dataset, ${missing.length} to upload`,
  )

  for (const [position, file] of missing.entries()) {
    const body = await readFile(file.absolutePath)
    const uploaded = await request(`upload ${file.path}`, () =>
      client.assets.upload(file.kind, body, {
        filename: file.filename,
        contentType: file.mimeType,
      }),
    )
    log(`  uploaded ${position + 1}/${missing.length} ${file.path}`)
    if (uploaded._id !== file.assetId) {
      replacements.set(file.assetId, uploaded._id)
      log(`  note: Sanity stored ${file.path} as ${uploaded._id} (expected ${file.assetId})`)
    }
  }
  return { present: files.length - missing.length, uploaded: missing.length, replacements }
}
