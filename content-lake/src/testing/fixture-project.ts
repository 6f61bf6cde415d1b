import { createHash } from 'node:crypto'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createClient } from '@sanity/client'
import type { SanityClient } from '@sanity/client'
import sharp from 'sharp'
import { createSanityApiHandlers } from '../index.ts'
import { PUBLISHED_BY_DEFAULT_SINCE } from '../perspective.ts'
import type { SanityDocument } from '../types.ts'

export const PROJECT_ID = 'offline'
export const DATASET = 'production'

export interface FixtureMedia {
  photo: { sha1: string; width: number; height: number; assetId: string }
  flag: { sha1: string; assetId: string }
  video: { sha1: string; size: number; assetId: string; bytes: Buffer }
}

function sha1Of(bytes: Buffer): string {
  return createHash('sha1').update(bytes).digest('hex')
}

/** A small media folder shaped like seed/media: files plus manifest.json. */
async function writeFixtureMedia(mediaDir: string): Promise<FixtureMedia> {
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer()
  const flag = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 30 20">' +
      '<rect width="30" height="10" fill="#fcd116"/><rect y="10" width="30" height="10" fill="#003893"/></svg>',
  )
  const video = Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 251))
  const files = {
    'products/photo.png': {
      bytes: photo,
      kind: 'image',
      mimeType: 'image/png',
      width: 640,
      height: 480,
    },
    'flags/co.svg': {
      bytes: flag,
      kind: 'image',
      mimeType: 'image/svg+xml',
      width: 30,
      height: 20,
    },
    'videos/clip.mp4': { bytes: video, kind: 'file', mimeType: 'video/mp4' },
  } as const
  const manifest = Object.fromEntries(
    Object.entries(files).map(([path, { bytes, ...entry }]) => {
      mkdirSync(dirname(join(mediaDir, path)), { recursive: true })
      writeFileSync(join(mediaDir, path), bytes)
      return [
        path,
        { ...entry, sha1: sha1Of(bytes), extension: path.split('.').pop(), size: bytes.length },
      ]
    }),
  )
  writeFileSync(join(mediaDir, 'manifest.json'), JSON.stringify(manifest, null, 2))
  const photoSha1 = sha1Of(photo)
  const flagSha1 = sha1Of(flag)
  const videoSha1 = sha1Of(video)
  return {
    photo: { sha1: photoSha1, width: 640, height: 480, assetId: `image-${photoSha1}-640x480-png` },
    flag: { sha1: flagSha1, assetId: `image-${flagSha1}-30x20-svg` },
    video: { sha1: videoSha1, size: video.length, assetId: `file-${videoSha1}-mp4`, bytes: video },
  }
}

function fixtureDocuments(media: FixtureMedia): SanityDocument[] {
  const image = (assetId: string) => ({
    _type: 'image',
    asset: { _type: 'reference', _ref: assetId },
  })
  return [
    {
      _id: media.photo.assetId,
      _type: 'sanity.imageAsset',
      assetId: media.photo.sha1,
      extension: 'png',
      mimeType: 'image/png',
      url: `https://cdn.sanity.io/images/${PROJECT_ID}/${DATASET}/${media.photo.sha1}-640x480.png`,
      metadata: { dimensions: { width: 640, height: 480, aspectRatio: 640 / 480 } },
    },
    {
      _id: media.video.assetId,
      _type: 'sanity.fileAsset',
      assetId: media.video.sha1,
      extension: 'mp4',
      mimeType: 'video/mp4',
      url: `https://cdn.sanity.io/files/${PROJECT_ID}/${DATASET}/${media.video.sha1}.mp4`,
    },
    {
      _id: 'restaurador',
      _type: 'product',
      title: 'RESTAURADOR DE FAROS',
      slug: { _type: 'slug', current: 'RestauradorDeFaros' },
      image: image(media.photo.assetId),
    },
    {
      _id: 'drafts.restaurador',
      _type: 'product',
      title: 'RESTAURADOR DE FAROS (borrador)',
      slug: { _type: 'slug', current: 'RestauradorDeFaros' },
    },
    {
      _id: 'drafts.nuevo',
      _type: 'product',
      title: 'PRODUCTO NUEVO',
      slug: { _type: 'slug', current: 'ProductoNuevo' },
    },
  ]
}

export interface FixtureProject {
  storeDir: string
  mediaDir: string
  media: FixtureMedia
  documents: SanityDocument[]
  /** A fresh handler set over the same folders, as after a restart. */
  createHandlers: () => ReturnType<typeof createSanityApiHandlers>
  client: (config?: {
    token?: string
    perspective?: 'published' | 'drafts' | 'raw'
    useCdn?: boolean
  }) => SanityClient
  remove: () => void
}

/** An offline project in a temporary folder, with fixture media and a handful of documents. */
export async function createFixtureProject(): Promise<FixtureProject> {
  const root = mkdtempSync(join(tmpdir(), 'offline-sanity-'))
  const mediaDir = join(root, 'media')
  const storeDir = join(root, 'store')
  const media = await writeFixtureMedia(mediaDir)
  const documents = fixtureDocuments(media)
  return {
    storeDir,
    mediaDir,
    media,
    documents,
    createHandlers: () =>
      createSanityApiHandlers({
        projectId: PROJECT_ID,
        dataset: DATASET,
        seedDocuments: documents,
        mediaDir,
        storeDir,
      }),
    client: ({ token, perspective = 'published', useCdn = true } = {}) =>
      createClient({
        projectId: PROJECT_ID,
        dataset: DATASET,
        // The lake's tests read as a client on a current API version does: published by default.
        apiVersion: PUBLISHED_BY_DEFAULT_SINCE,
        useCdn: useCdn && !token,
        perspective,
        ...(token && { token }),
      }),
    remove: () => rmSync(root, { recursive: true, force: true }),
  }
}
