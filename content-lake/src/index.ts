import type { HttpHandler } from 'msw'
import { actionsHandlers } from './actions-endpoint.ts'
import { createApiContext } from './api-context.ts'
import type { ApiContext } from './api-context.ts'
import { assetsHandlers } from './assets-endpoint.ts'
import { docHandlers } from './doc-endpoint.ts'
import { fileCdnHandlers } from './file-cdn-endpoint.ts'
import { historyHandlers } from './history-endpoint.ts'
import { imageCdnHandlers } from './image-cdn-endpoint.ts'
import { listenHandlers } from './listen-endpoint.ts'
import { liveEventsHandlers } from './live-events-endpoint.ts'
import { mutateHandlers } from './mutate-endpoint.ts'
import { queryHandlers } from './query-endpoint.ts'
import { studioApiHandlers, studioApiUpgrade } from './studio-api/index.ts'
import type { SanityApiOptions } from './types.ts'
import type { UpgradeHandler } from './upgrade.ts'

export type { ApiContext } from './api-context.ts'
export { INVALID_TOKEN } from './authorization.ts'
export type { Caller, ProjectToken, TokenRole } from './authorization.ts'
export { LOCAL_EDITOR } from './local-editor.ts'
export type { SanityApiOptions, SanityDocument } from './types.ts'
export type { UpgradeHandler } from './upgrade.ts'

const DEFAULT_IMAGE_CACHE_BYTES = 256 * 1024 * 1024

export type ContentLakeOptions = SanityApiOptions & {
  imageCacheBytes?: number
  /** More endpoints, after all the others (e.g. a test's stand-ins). */
  extraHandlers?: (api: ApiContext) => HttpHandler[]
}

export interface ContentLake {
  api: ApiContext
  /** Every endpoint, as msw handlers (in-process use and the standalone server alike). */
  handlers: HttpHandler[]
  /** WebSocket upgrades, for the standalone server. */
  upgrade: UpgradeHandler | undefined
}

/**
 * The local Content Lake of one project and dataset: the Sanity HTTP API (GROQ with groq-js,
 * mutations, listeners, history, document reads, asset uploads, kept on disk), the image and file
 * CDN serving real, resized media, and the Studio's own endpoints.
 */
export function createContentLake(options: ContentLakeOptions): ContentLake {
  const api = createApiContext(options)
  return {
    api,
    handlers: [
      ...queryHandlers(api),
      ...mutateHandlers(api),
      ...actionsHandlers(api),
      ...docHandlers(api),
      ...listenHandlers(api),
      ...liveEventsHandlers(api),
      ...historyHandlers(api),
      ...assetsHandlers(api),
      ...imageCdnHandlers(api, options.imageCacheBytes ?? DEFAULT_IMAGE_CACHE_BYTES),
      ...fileCdnHandlers(api),
      ...studioApiHandlers(api),
      ...(options.extraHandlers?.(api) ?? []),
    ],
    upgrade: studioApiUpgrade(api),
  }
}

/** The msw handlers of `createContentLake`. */
export function createSanityApiHandlers(options: ContentLakeOptions): HttpHandler[] {
  return createContentLake(options).handlers
}
