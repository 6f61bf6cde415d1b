import { readFile, stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import type { SeedDocument } from './seed-document.ts'

interface ManifestEntry {
  kind: 'image' | 'file'
  sha1: string
  extension: string
  mimeType: string
  originalFilename?: string
  width?: number
  height?: number
}

/** The file behind one asset document of the dataset. */
export interface AssetFile {
  assetId: string
  kind: 'image' | 'file'
  sha1: string
  path: string
  absolutePath: string
  filename: string
  mimeType: string
  size: number
}

/** Asset ids are computed the way Sanity computes them, so uploads land on the same ids. */
function assetIdOf(entry: ManifestEntry): string {
  return entry.kind === 'image'
    ? `image-${entry.sha1}-${entry.width}x${entry.height}-${entry.extension}`
    : `file-${entry.sha1}-${entry.extension}`
}

async function readManifest(mediaDir: string): Promise<Record<string, ManifestEntry>> {
  const manifestPath = join(mediaDir, 'manifest.json')
  try {
    return JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, ManifestEntry>
  } catch (error) {
    throw new Error(
      `Cannot read the media manifest ${manifestPath} (${(error as Error).message}). ` +
        'Generate the seed media with: npm run seed:media',
      { cause: error },
    )
  }
}

/** Finds the file in the media folder for every asset document, failing on any that has none. */
export async function locateAssetFiles(
  assetDocuments: readonly SeedDocument[],
  mediaDir: string,
): Promise<AssetFile[]> {
  const manifest = await readManifest(mediaDir)
  const pathByAssetId = new Map(
    Object.entries(manifest).map(([path, entry]) => [assetIdOf(entry), { path, entry }]),
  )
  const located = assetDocuments.map((document) => ({
    assetId: document._id,
    match: pathByAssetId.get(document._id),
  }))
  const missing = located.filter(({ match }) => !match).map(({ assetId }) => assetId)
  if (missing.length > 0) {
    throw new Error(
      `No file in ${join(mediaDir, 'manifest.json')} for the assets ${missing.join(', ')}. ` +
        'Regenerate the seed media with: npm run seed:media',
    )
  }
  return Promise.all(
    located.flatMap(({ assetId, match }) =>
      match ? [describeFile(assetId, match, mediaDir)] : [],
    ),
  )
}

async function describeFile(
  assetId: string,
  { path, entry }: { path: string; entry: ManifestEntry },
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
    filename: entry.originalFilename ?? basename(path),
    mimeType: entry.mimeType,
    size,
  }
}
