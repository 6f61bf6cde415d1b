import { createHash } from 'node:crypto'
import { extname } from 'node:path'
import { http } from 'msw'
import type { HttpHandler } from 'msw'
import type { ApiContext } from './api-context.ts'
import { assetUrlView } from './asset-urls.ts'
import { fileAssetDocument, imageAssetDocument } from './asset-documents.ts'
import { writeFileDurably } from './durable-write.ts'
import type { AssetUpload } from './asset-documents.ts'
import { uploadNotPermitted } from './authorization.ts'
import { ImageTooLarge, readImageMetadata } from './image-metadata.ts'
import { extensionOf, mimeTypeOf } from './media-types.ts'
import {
  badRequest,
  datasetNotFound,
  payloadTooLarge,
  unsupportedMediaType,
} from './sanity-errors.ts'
import { contradictsClaim, sniffMediaType } from './sniff.ts'
import type { SanityDocument } from './types.ts'

/** Uploads above this size are refused with 413. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024

const DESCRIPTIVE_FIELDS = ['filename', 'label', 'title', 'description', 'creditLine']

function fileExtension(filename: string | undefined, contentType: string | null): string {
  const fromName = extname(filename ?? '')
    .slice(1)
    .toLowerCase()
  if (/^[a-z0-9]+$/.test(fromName)) return fromName
  return (contentType && extensionOf(contentType)) ?? 'bin'
}

async function answerUpload(
  api: ApiContext,
  request: Request,
  kind: 'images' | 'files',
  dataset: string,
): Promise<Response> {
  if (dataset !== api.dataset) return datasetNotFound(api.projectId, dataset)
  const writer = api.writer(request)
  if (writer instanceof Response) return writer
  if (writer.role !== 'editor') return uploadNotPermitted()
  const tooLarge = () =>
    payloadTooLarge(`Upload exceeds the maximum size of ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`)
  if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES) return tooLarge()
  const bytes = new Uint8Array(await request.arrayBuffer())
  if (bytes.length === 0) return badRequest('Request body is empty')
  if (bytes.length > MAX_UPLOAD_BYTES) return tooLarge()
  const claimedType = request.headers.get('content-type')
  if (contradictsClaim(bytes, claimedType)) {
    return unsupportedMediaType(`The file is not of the type it claims (${claimedType})`)
  }
  if (kind === 'images' && !sniffMediaType(bytes)?.startsWith('image/')) {
    return unsupportedMediaType('Invalid image: the file is not an image Sanity can read')
  }

  const url = new URL(request.url)
  const fields = Object.fromEntries(
    DESCRIPTIVE_FIELDS.flatMap((name) => {
      const value = url.searchParams.get(name)
      return value ? [[name, value]] : []
    }),
  )
  const contentType = request.headers.get('content-type')
  const upload: Omit<AssetUpload, 'mimeType'> = {
    projectId: api.projectId,
    dataset,
    sha1: createHash('sha1').update(bytes).digest('hex'),
    size: bytes.length,
    fields,
  }

  let document: SanityDocument
  if (kind === 'images') {
    const image = await readImageMetadata(bytes).catch((error: unknown) => {
      if (error instanceof ImageTooLarge) return payloadTooLarge(error.message)
      throw error
    })
    if (image instanceof Response) return image
    if (!image) return unsupportedMediaType('Invalid image, could not read metadata')
    document = imageAssetDocument({ ...upload, mimeType: mimeTypeOf(image.extension) }, image)
  } else {
    const extension = fileExtension(fields.filename, contentType)
    const mimeType =
      contentType && !contentType.startsWith('application/octet-stream')
        ? contentType
        : mimeTypeOf(extension)
    document = fileAssetDocument({ ...upload, mimeType }, extension)
  }

  const view = assetUrlView(request)
  return api.exclusive(async () => {
    // The same bytes are the same asset: Sanity answers with the one it already has.
    const existing = api.store.get(document._id)
    if (existing) return Response.json({ document: view(existing) })
    const path = api.assetFiles.uploadPath(upload.sha1, String(document.extension))
    writeFileDurably(path, bytes)
    const now = new Date().toISOString()
    const stored = {
      ...document,
      _createdAt: now,
      _updatedAt: now,
      _rev: String(document.uploadId),
    }
    api.store.commit(new Map([[stored._id, stored]]), {
      transactionId: stored._rev,
      timestamp: now,
      author: writer.author,
    })
    return Response.json({ document: view(stored) })
  })
}

/** POST /assets/images/<dataset> and /assets/files/<dataset>: raw bytes in, asset document out. */
export function assetsHandlers(api: ApiContext): HttpHandler[] {
  return api.apiHosts.flatMap((host) =>
    (['images', 'files'] as const).map((kind) =>
      http.post(`${host}/:version/assets/${kind}/:dataset`, ({ request, params }) =>
        answerUpload(api, request, kind, String(params.dataset)),
      ),
    ),
  )
}
