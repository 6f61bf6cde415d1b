/** An SVG document as a `data:` URL, percent-encoding only what a URL or an HTML attribute needs. */
export function svgDataUrl(svg: string): string {
  const encoded = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[%#<>"{}|\\^`[\]]/g, (character) => encodeURIComponent(character))
  return `data:image/svg+xml,${encoded}`
}
