import { readFile } from 'node:fs/promises'
import { http } from 'msw'
import type { HttpHandler } from 'msw'
import type { ApiContext } from './api-context.ts'
import { InvalidImageParameter, parseImageTransform } from './image-params.ts'
import type { ImageTransform } from './image-params.ts'
import { renderImage } from './image-transform.ts'
import { mimeTypeOf } from './media-types.ts'
import { RenditionCache } from './rendition-cache.ts'
import { badRequest, notFound } from './sanity-errors.ts'

const IMAGE_FILENAME = /^([0-9a-f]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/

const CDN_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'access-control-allow-origin': '*',
}

function cacheKey(sha1: string, transform: ImageTransform): string {
  return `${sha1}:${JSON.stringify(transform)}`
}

async function answerImage(
  api: ApiContext,
  cache: RenditionCache,
  request: Request,
  dataset: string,
  filename: string,
): Promise<Response> {
  const match = IMAGE_FILENAME.exec(filename)
  if (dataset !== api.dataset || !match) return notFound('Image not found')
  const [, sha1 = '', , , extension = ''] = match
  const file = api.assetFiles.find(sha1, extension)
  if (!file) return notFound('Image not found')

  const url = new URL(request.url)
  let transform: ImageTransform
  try {
    transform = parseImageTransform(
      url.searchParams,
      extension,
      request.headers.get('accept') ?? '',
    )
  } catch (error) {
    if (error instanceof InvalidImageParameter) return badRequest(error.message)
    throw error
  }
  const bytes =
    transform.format === 'svg'
      ? await readFile(file.path)
      : await cache.get(cacheKey(sha1, transform), async () =>
          renderImage(await readFile(file.path), transform),
        )
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), {
    headers: {
      ...CDN_HEADERS,
      // An SVG opened by itself on the site's origin runs no script.
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'content-type': mimeTypeOf(transform.format),
      'content-length': String(bytes.length),
      ...(url.searchParams.get('auto') === 'format' && { vary: 'Accept' }),
    },
  })
}

/** https://cdn.sanity.io/images/<projectId>/<dataset>/<sha1>-<w>x<h>.<ext>, resized for real. */
export function imageCdnHandlers(api: ApiContext, cacheBudgetBytes: number): HttpHandler[] {
  const cache = new RenditionCache(cacheBudgetBytes)
  const base = `https://cdn.sanity.io/images/${api.projectId}/:dataset/:filename`
  return [base, `${base}/:vanityName`].flatMap((path) =>
    [http.get, http.head].map((method) =>
      method(path, ({ request, params }) =>
        answerImage(api, cache, request, String(params.dataset), String(params.filename)),
      ),
    ),
  )
}
