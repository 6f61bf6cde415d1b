import { readFile } from 'node:fs/promises'
import { http } from 'msw'
import type { HttpHandler } from 'msw'
import type { ApiContext } from './api-context.ts'
import { MAX_WAITING_RENDERS, RENDER_CONCURRENCY } from './image-limits.ts'
import { InvalidImageParameter, parseImageTransform } from './image-params.ts'
import type { ImageTransform } from './image-params.ts'
import { RenderTimedOut, SourceTooLarge, renderImage } from './image-transform.ts'
import { mimeTypeOf } from './media-types.ts'
import { RenderLimiter, RenderQueueFull } from './render-limiter.ts'
import { RenditionCache } from './rendition-cache.ts'
import { badRequest, notFound, serviceUnavailable, unprocessable } from './sanity-errors.ts'

const IMAGE_FILENAME = /^([0-9a-f]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/

const RETRY_AFTER_SECONDS = 2

const CDN_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'access-control-allow-origin': '*',
}

function cacheKey(sha1: string, transform: ImageTransform): string {
  return `${sha1}:${JSON.stringify(transform)}`
}

interface Renditions {
  cache: RenditionCache
  limiter: RenderLimiter
}

/** The rendition's bytes, or the answer for a rendering that could not be made. */
async function rendition(
  { cache, limiter }: Renditions,
  key: string,
  path: string,
  transform: ImageTransform,
  signal: AbortSignal,
): Promise<Buffer | Response> {
  const render = async () => renderImage(await readFile(path), transform)
  try {
    return await cache.get(key, (abandoned) => limiter.run(render, abandoned), signal)
  } catch (error) {
    if (error instanceof SourceTooLarge) return unprocessable(error.message)
    if (error instanceof RenderQueueFull || error instanceof RenderTimedOut) {
      return serviceUnavailable(error.message, RETRY_AFTER_SECONDS)
    }
    // Nobody reads the answer to a request whose client has gone.
    if (signal.aborted) return serviceUnavailable('The request was aborted', RETRY_AFTER_SECONDS)
    throw error
  }
}

async function answerImage(
  api: ApiContext,
  renditions: Renditions,
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
      : await rendition(renditions, cacheKey(sha1, transform), file.path, transform, request.signal)
  if (bytes instanceof Response) return bytes
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

/**
 * https://cdn.sanity.io/images/<projectId>/<dataset>/<sha1>-<w>x<h>.<ext>, resized for real:
 * RENDER_CONCURRENCY at a time, a few more waiting, each one dropped if its every client leaves.
 */
export function imageCdnHandlers(api: ApiContext, cacheBudgetBytes: number): HttpHandler[] {
  const renditions = {
    cache: new RenditionCache(cacheBudgetBytes),
    limiter: new RenderLimiter(RENDER_CONCURRENCY, MAX_WAITING_RENDERS),
  }
  const base = `https://cdn.sanity.io/images/${api.projectId}/:dataset/:filename`
  return [base, `${base}/:vanityName`].flatMap((path) =>
    [http.get, http.head].map((method) =>
      method(path, ({ request, params }) =>
        answerImage(api, renditions, request, String(params.dataset), String(params.filename)),
      ),
    ),
  )
}
