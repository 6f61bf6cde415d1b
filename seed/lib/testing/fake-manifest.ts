import { createHash } from 'node:crypto'
import { MEDIA_PATHS } from '../media-paths.ts'
import type { MediaManifest, MediaManifestEntry } from '../media.ts'

const mimeTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
}

function fakeEntry(path: string): MediaManifestEntry {
  const extension = path.slice(path.lastIndexOf('.') + 1)
  const mimeType = mimeTypes[extension]
  if (!mimeType) throw new Error(`No MIME type for the test media '${path}'`)
  const entry = {
    sha1: createHash('sha1').update(path).digest('hex'),
    extension,
    mimeType,
    size: 1024,
    originalFilename: path.slice(path.lastIndexOf('/') + 1),
  }
  return mimeType.startsWith('image/')
    ? {
        kind: 'image',
        ...entry,
        width: 800,
        height: 600,
        lqip: 'data:image/png;base64,AA==',
        hasAlpha: extension === 'png',
      }
    : { kind: 'file', ...entry }
}

/** A manifest with an entry for every seed media path, so tests need no generated media. */
export function fakeManifest(): MediaManifest {
  return Object.fromEntries(MEDIA_PATHS.map((path) => [path, fakeEntry(path)]))
}
