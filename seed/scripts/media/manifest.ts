import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import sharp from 'sharp'
import type { MediaManifest, MediaManifestEntry as MediaEntry } from '../../lib/media.ts'

const mimeTypes: Record<string, { mimeType: string; kind: MediaEntry['kind'] }> = {
  png: { mimeType: 'image/png', kind: 'image' },
  jpg: { mimeType: 'image/jpeg', kind: 'image' },
  svg: { mimeType: 'image/svg+xml', kind: 'image' },
  mp4: { mimeType: 'video/mp4', kind: 'file' },
  pdf: { mimeType: 'application/pdf', kind: 'file' },
}

export const manifestFile = 'manifest.json'

/** A 20 px wide blurred preview as a data URL, like the `lqip` Sanity stores in image metadata. */
async function lqip(bytes: Buffer): Promise<string> {
  const preview = await sharp(bytes)
    .resize({ width: 20 })
    .blur(0.6)
    .webp({ quality: 40 })
    .toBuffer()
  return `data:image/webp;base64,${preview.toString('base64')}`
}

export async function describeMedia(root: string, relative: string): Promise<MediaEntry> {
  const bytes = readFileSync(join(root, relative))
  const extension = extname(relative).slice(1).toLowerCase()
  const type = mimeTypes[extension]
  if (!type) throw new Error(`No MIME type is known for ${relative}`)
  const entry: MediaEntry = {
    kind: type.kind,
    sha1: createHash('sha1').update(bytes).digest('hex'),
    extension,
    mimeType: type.mimeType,
    size: bytes.length,
    originalFilename: basename(relative),
  }
  if (type.kind === 'file') return entry
  const metadata = await sharp(bytes).metadata()
  return {
    ...entry,
    width: metadata.width,
    height: metadata.height,
    hasAlpha: metadata.hasAlpha,
    lqip: await lqip(bytes),
  }
}

export async function buildManifest(root: string, files: string[]): Promise<MediaManifest> {
  const sorted = [...files].sort()
  const entries = await Promise.all(sorted.map((file) => describeMedia(root, file)))
  return Object.fromEntries(sorted.map((file, index) => [file, entries[index]!]))
}

export function writeManifest(root: string, manifest: MediaManifest): void {
  writeFileSync(join(root, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`)
}
