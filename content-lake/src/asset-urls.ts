import type { SanityDocument } from './types.ts'

/**
 * Set by the standalone server (and only there, never taken from the client) on the requests that
 * arrive in the Studio's host form: the origin where that client opens the lake's CDN.
 */
export const ASSET_ORIGIN_HEADER = 'x-content-lake-asset-origin'

const CDN_ORIGIN = 'https://cdn.sanity.io'
const ASSET_TYPES = new Set(['sanity.imageAsset', 'sanity.fileAsset'])

/** How a document is shown to one request; `null` (a deleted or missing document) stays. */
export type DocumentView = <T extends SanityDocument | null>(document: T) => T

const unchanged: DocumentView = (document) => document

/**
 * The store keeps Sanity's `https://cdn.sanity.io/…` asset URLs, which the site maps to its own
 * offline CDN path. A client of the standalone server in the Studio's host form has no such
 * mapping: its asset documents' `url` name that server's own CDN (`http://localhost:<port>/…`),
 * so a file opened from the Studio opens offline.
 */
export function assetUrlView(request: Request): DocumentView {
  const origin = request.headers.get(ASSET_ORIGIN_HEADER)
  if (!origin) return unchanged
  return <T extends SanityDocument | null>(document: T): T => {
    if (!document || !ASSET_TYPES.has(document._type)) return document
    const { url } = document
    if (typeof url !== 'string' || !url.startsWith(`${CDN_ORIGIN}/`)) return document
    return { ...document, url: `${origin}${url.slice(CDN_ORIGIN.length)}` }
  }
}
