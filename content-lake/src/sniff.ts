/** The media type the first bytes of a file show, for the formats an upload is checked against. */
export function sniffMediaType(bytes: Uint8Array): string | undefined {
  const ascii = (start: number, end: number) =>
    String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)))
  const startsWith = (...values: number[]) => values.every((value, index) => bytes[index] === value)
  if (startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (startsWith(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  if (startsWith(0x49, 0x49, 0x2a, 0x00) || startsWith(0x4d, 0x4d, 0x00, 0x2a)) return 'image/tiff'
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12)
    if (brand === 'avif' || brand === 'avis') return 'image/avif'
    if (brand === 'qt  ') return 'video/quicktime'
    return 'video/mp4'
  }
  if (startsWith(0x1a, 0x45, 0xdf, 0xa3)) return 'video/webm'
  if (ascii(0, 5) === '%PDF-') return 'application/pdf'
  if (startsWith(0x50, 0x4b, 0x03, 0x04)) return 'application/zip'
  if (ascii(0, 3) === 'ID3' || startsWith(0xff, 0xfb)) return 'audio/mpeg'
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).trimStart().toLowerCase()
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) {
    return 'image/svg+xml'
  }
  return undefined
}

const CHECKED_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/tiff',
  'image/avif',
  'image/svg+xml',
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'application/pdf',
  'application/zip',
  'audio/mpeg',
])

/**
 * Whether bytes contradict the media type a client claims for them (a PDF sent as image/png).
 * Types that cannot be told from their bytes, and generic ones, contradict nothing.
 */
export function contradictsClaim(bytes: Uint8Array, claimed: string | null): boolean {
  const essence = claimed?.split(';')[0]?.trim().toLowerCase()
  if (!essence || !CHECKED_TYPES.has(essence)) return false
  const sniffed = sniffMediaType(bytes)
  if (essence === 'video/mp4' && sniffed === 'video/quicktime') return false
  return sniffed !== essence
}
