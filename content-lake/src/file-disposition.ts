import { badRequest } from './sanity-errors.ts'

// What a browser may show in place on the site's origin: pictures, sound, video and PDF. Anything
// else (HTML, SVG, XML, scripts, archives…) is only ever downloaded.
const SHOWN_IN_PLACE =
  /^(image\/(png|jpeg|gif|webp|avif)|video\/[\w.+-]+|audio\/[\w.+-]+|application\/pdf)$/

const isControl = (char: string) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f
const hasControlCharacter = (text: string) => [...text].some(isControl)

/** A file name as a Content-Disposition header carries it: ASCII, plus RFC 5987 when it is not. */
function dispositionFileName(name: string): string {
  const cleaned =
    [...name]
      .filter((char) => !isControl(char))
      .join('')
      .slice(0, 200) || 'download'
  const ascii = cleaned.replace(/[^\x20-\x7e]|["\\]/g, '_')
  if (ascii === cleaned) return `filename="${ascii}"`
  return `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(cleaned)}`
}

/**
 * The headers that keep an uploaded file from running as a page on the site's origin (the
 * offline CDN is served from the site's own address, unlike Sanity's cdn.sanity.io): `nosniff`
 * always; a download for anything but pictures, sound, video and PDF; and a sandbox for all but
 * PDF (Chromium's PDF viewer does not open in a sandboxed document; it shows the PDF apart from
 * the page's origin anyway). `download` is the `dl` parameter: a download under that name (or
 * the file's own for `dl` empty or `true`). A name with control characters answers 400.
 */
export function servedFileHeaders(
  mimeType: string,
  download: string | null,
  fileName: string,
): Record<string, string> | Response {
  if (download !== null && hasControlCharacter(download)) {
    return badRequest('The download file name ("dl") must not contain control characters')
  }
  const essence = mimeType.split(';')[0]?.trim().toLowerCase() ?? ''
  const shown = SHOWN_IN_PLACE.test(essence)
  const headers: Record<string, string> = { 'x-content-type-options': 'nosniff' }
  if (essence !== 'application/pdf') headers['content-security-policy'] = 'sandbox'
  if (download !== null || !shown) {
    const name = download && download !== 'true' ? download : fileName
    headers['content-disposition'] = `attachment; ${dispositionFileName(name)}`
  }
  return headers
}
