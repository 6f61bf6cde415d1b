import type { HttpHandler } from 'msw'
import { createApiContext } from './api-context.ts'
import { assetsHandlers } from './assets-endpoint.ts'
import { docHandlers } from './doc-endpoint.ts'
import { fileCdnHandlers } from './file-cdn-endpoint.ts'
import { imageCdnHandlers } from './image-cdn-endpoint.ts'
import { mutateHandlers } from './mutate-endpoint.ts'
import { queryHandlers } from './query-endpoint.ts'
import type { SanityApiOptions } from './types.ts'

export { INVALID_TOKEN } from './authorization.ts'
export type { SanityApiOptions, SanityDocument } from './types.ts'

const DEFAULT_IMAGE_CACHE_BYTES = 256 * 1024 * 1024

/**
 * msw handlers that answer as the Sanity HTTP API and CDN of one project and dataset: GROQ
 * queries (groq-js), mutations, document reads and asset uploads kept on disk, and the image
 * and file CDN serving real, resized media.
 */
export function createSanityApiHandlers(
  options: SanityApiOptions & { imageCacheBytes?: number },
): HttpHandler[] {
  const api = createApiContext(options)
  return [
    ...queryHandlers(api),
    ...mutateHandlers(api),
    ...docHandlers(api),
    ...assetsHandlers(api),
    ...imageCdnHandlers(api, options.imageCacheBytes ?? DEFAULT_IMAGE_CACHE_BYTES),
    ...fileCdnHandlers(api),
  ]
}
