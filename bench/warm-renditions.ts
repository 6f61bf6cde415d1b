/** What Chromium asks for images with, so that `auto=format` renders what the measured browser gets. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

const IMAGE_ADDRESS = /[^"'\s,]*__offline-sanity\/cdn\.sanity\.io\/images\/[^"'\s,]+/g

/**
 * Every offline image CDN address on the page's own server that the page names (`src`, `srcset`,
 * preloads), resolved. Absolute addresses elsewhere (the canonical site's, in social tags) are left.
 */
export function imageUrlsIn(html: string, pageUrl: string): string[] {
  const { origin } = new URL(pageUrl)
  const urls = (html.match(IMAGE_ADDRESS) ?? [])
    .map((address) => new URL(address.replaceAll('&amp;', '&'), pageUrl))
    .filter((url) => url.origin === origin)
  return [...new Set(urls.map((url) => url.href))]
}

/**
 * Renders once every image the measured pages name, before anything is measured. Sanity's CDN
 * keeps renditions for all but a rendition's first visitor; the bench's server starts empty, so
 * without this the first page to ask for an image (the floor, in the first round) meets its
 * resizing, and Lighthouse counts it as server time.
 */
export async function warmImageRenditions(pageUrls: string[]): Promise<number> {
  const imageUrls = new Set<string>()
  for (const pageUrl of pageUrls) {
    const html = await (await get(pageUrl)).text()
    for (const url of imageUrlsIn(html, pageUrl)) imageUrls.add(url)
  }
  for (const url of imageUrls) await (await get(url, { accept: IMAGE_ACCEPT })).arrayBuffer()
  return imageUrls.size
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, { headers }).catch((error: unknown) => {
    throw new Error(`Warming the bench server's images: ${url} could not be fetched`, {
      cause: error,
    })
  })
  if (!response.ok) {
    throw new Error(`Warming the bench server's images: ${url} answered ${response.status}`)
  }
  return response
}
