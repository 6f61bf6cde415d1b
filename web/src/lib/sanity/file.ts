import { cdnBaseUrl } from './env'

/** A file's CDN URL (videos, the catalogue PDF) as the browser should load it. */
export function fileUrl(url: string): string {
  return url.replace(/^https:\/\/cdn\.sanity\.io/, cdnBaseUrl)
}
