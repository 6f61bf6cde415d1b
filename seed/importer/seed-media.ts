import { stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { readMediaManifest } from '../lib/media.ts'
import type { MediaManifestEntry } from '../lib/media.ts'
import type { DatasetDocument } from './dataset-document.ts'

/** The file behind one asset document of the dataset. */
export interface AssetFile {
  assetId: string
  kind: MediaManifestEntry['kind']
  sha1: string
  path: string
  absolutePath: string
  filename: string
  mimeType: string
  size: number
}

/** Finds the media file of every asset document by its SHA-1, failing on any that has none. */
export async function locateAssetFiles(
  assetDocuments: readonly DatasetDocument[],
  mediaDir: string,
): Promise<AssetFile[]> {
  const manifest = readMediaManifest(pathToFileURL(join(mediaDir, 'manifest.json')))
  const mediaBySha1 = new Map(
    Object.entries(manifest).map(([path, entry]) => [entry.sha1, { path, entry }]),
  )
  const located = assetDocuments.map((document) => ({
    assetId: document._id,
    media: mediaBySha1.get(String(document.sha1hash)),
  }))
  const missing = located.filter(({ media }) => !media).map(({ assetId }) => assetId)
  if (missing.length > 0) {
    throw new Error(
      `The media manifest in ${mediaDir} has no file for the assets ${missing.join(', ')}. ` +
        'Regenerate the seed media with: npm run seed:media',
    )
  }
  return Promise.all(
    located.flatMap(({ assetId, media }) =>
      media ? [describeFile(assetId, media, mediaDir)] : [],
    ),
  )
}

async function describeFile(
  assetId: string,
  { path, entry }: { path: string; entry: MediaManifestEntry },
  mediaDir: string,
): Promise<AssetFile> {
  const absolutePath = join(mediaDir, path)
  const { size } = await stat(absolutePath)
  return {
    assetId,
    kind: entry.kind,
    sha1: entry.sha1,
    path,
    absolutePath,
    filename: entry.originalFilename || basename(path),
    mimeType: entry.mimeType,
    size,
  }
}
