import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/**
 * The encodings the site's text files are sent in, preferred first: Netlify sends Brotli to a
 * browser that asks for it and gzip to one that asks only for that. The build writes both beside
 * each file (precompressSite), at their highest settings, so that `npm run preview` and the bench
 * send what visitors get without compressing anything per request.
 */
export const contentEncodings = [
  { name: 'br', extension: '.br', compress: brotli },
  { name: 'gzip', extension: '.gz', compress: gzipBest },
] as const

export type ContentEncoding = (typeof contentEncodings)[number]

/** Content types by extension of the files the host compresses (text, scripts, SVG, data). */
export const compressibleTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
}

export function isCompressible(file: string): boolean {
  return Object.hasOwn(compressibleTypes, path.extname(file).toLowerCase())
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Brotli at quality 11, as the build writes it and as the HTML budget (bench/size.ts) counts it. */
export function brotli(content: Buffer | string): Promise<Buffer> {
  const input = typeof content === 'string' ? Buffer.from(content) : content
  return brotliAsync(input, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: input.byteLength,
    },
  })
}

function gzipBest(content: Buffer | string): Promise<Buffer> {
  return gzipAsync(content, { level: constants.Z_BEST_COMPRESSION })
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file below `directory` (pages,
 * scripts, stylesheets, the hydration data files, sitemap…).
 */
export async function precompressSite(directory: string): Promise<number> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file)
      for (const encoding of contentEncodings) {
        await writeFile(file + encoding.extension, await encoding.compress(content))
      }
    }),
  )
  return files.length
}

/**
 * The encoding to send to a browser whose Accept-Encoding header is `acceptEncoding`, among those
 * `available` for the file; undefined for the file as it is.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '').split(',').flatMap((item) => {
      const [name = '', ...parameters] = item.split(';').map((part) => part.trim().toLowerCase())
      const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter))
      return name && !refused ? [name] : []
    }),
  )
  return available.find((encoding) => accepted.has(encoding.name))
}
