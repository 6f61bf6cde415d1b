/**
 * The place on Google Maps that an embedded map shows, for a link: the address searched when the
 * site has one, otherwise the embed's own address without `output=embed`.
 */
export function mapPlaceUrl(embedUrl: string, address: string | undefined): string {
  if (address) {
    return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
  }
  const url = new URL(embedUrl)
  url.searchParams.delete('output')
  return url.href
}
