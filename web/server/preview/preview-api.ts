import * as siteQueries from '../../src/lib/sanity/queries.ts'
import type { EndpointLimits, EndpointServer } from '../endpoint.ts'
import { previewConfig } from './preview-config.ts'
import { createPreviewHandler, type PreviewHandler } from './preview-handler.ts'

/** Every GROQ query the site's pages send: what an editor's preview may read, nothing more. */
export const siteQueryTexts: ReadonlySet<string> = new Set<string>(Object.values(siteQueries))

/** Drafts preview as every host runs it, configured from server-side variables. */
export function createPreviewApi(server: EndpointServer, limits: EndpointLimits): PreviewHandler {
  const config = previewConfig(server.env)
  if (!config.enabled) console.error(`[preview] Drafts preview is off: ${config.reason}`)
  return createPreviewHandler({
    config,
    base: server.base,
    allowedQueries: siteQueryTexts,
    queryBodyLimitBytes: limits.bodyBytes,
  })
}
