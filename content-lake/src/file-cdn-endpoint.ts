import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { http } from 'msw'
import type { HttpHandler } from 'msw'
import type { ApiContext } from './api-context.ts'
import { parseByteRange } from './byte-range.ts'
import { servedFileHeaders } from './file-disposition.ts'
import { mimeTypeOf } from './media-types.ts'
import { notFound } from './sanity-errors.ts'

const FILE_FILENAME = /^([0-9a-f]{40})\.([a-z0-9]+)$/

async function answerFile(
  api: ApiContext,
  request: Request,
  dataset: string,
  filename: string,
): Promise<Response> {
  const match = FILE_FILENAME.exec(filename)
  if (dataset !== api.dataset || !match) return notFound('File not found')
  const [, sha1 = '', extension = ''] = match
  const file = api.assetFiles.find(sha1, extension)
  if (!file) return notFound('File not found')
  const asset = api.store.get(`file-${sha1}-${extension}`)
  const mimeType =
    (typeof asset?.mimeType === 'string' && asset.mimeType) ||
    file.mimeType ||
    mimeTypeOf(extension)
  const originalFilename =
    (typeof asset?.originalFilename === 'string' && asset.originalFilename) ||
    file.originalFilename ||
    filename

  const { size } = await stat(file.path)
  const range = parseByteRange(request.headers.get('range'), size)
  const headers: Record<string, string> = {
    'accept-ranges': 'bytes',
    'access-control-allow-origin': '*',
    'cache-control': 'public, max-age=31536000, immutable',
    'content-type': mimeType,
    etag: `"${sha1}"`,
  }
  const safety = servedFileHeaders(
    mimeType,
    new URL(request.url).searchParams.get('dl'),
    originalFilename,
  )
  if (safety instanceof Response) return safety
  Object.assign(headers, safety)

  if (range === 'unsatisfiable') {
    return new Response(null, {
      status: 416,
      headers: { ...headers, 'content-range': `bytes */${size}` },
    })
  }
  const { start, end } = range ?? { start: 0, end: size - 1 }
  headers['content-length'] = String(end - start + 1)
  if (range) headers['content-range'] = `bytes ${start}-${end}/${size}`
  const body =
    request.method === 'HEAD' || size === 0
      ? null
      : (Readable.toWeb(createReadStream(file.path, { start, end })) as ReadableStream<Uint8Array>)
  return new Response(body, { status: range ? 206 : 200, headers })
}

/** https://cdn.sanity.io/files/<projectId>/<dataset>/<sha1>.<ext>, streamed, with byte ranges. */
export function fileCdnHandlers(api: ApiContext): HttpHandler[] {
  const base = `https://cdn.sanity.io/files/${api.projectId}/:dataset/:filename`
  return [base, `${base}/:vanityName`].flatMap((path) =>
    [http.get, http.head].map((method) =>
      method(path, ({ request, params }) =>
        answerFile(api, request, String(params.dataset), String(params.filename)),
      ),
    ),
  )
}
