import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import type { Sharp } from 'sharp'

/** seed/media: every generated file lives here, named by its path relative to this folder. */
export const mediaRoot = fileURLToPath(new URL('../../media/', import.meta.url))

/** Absolute path of a media file, with its folder created. */
export function mediaPath(relative: string): string {
  const path = join(mediaRoot, relative)
  mkdirSync(dirname(path), { recursive: true })
  return path
}

export const rasterise = (svg: string): Sharp => sharp(Buffer.from(svg))

/** Palette PNG: a quarter of the bytes of a true-colour PNG for flat illustrated artwork. */
export async function encodePng(image: Sharp, relative: string): Promise<string> {
  await image
    .png({ palette: true, quality: 90, dither: 0.5, effort: 10, compressionLevel: 9 })
    .toFile(mediaPath(relative))
  return relative
}

export async function encodeJpeg(image: Sharp, relative: string, quality = 80): Promise<string> {
  await image
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, progressive: true, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toFile(mediaPath(relative))
  return relative
}
