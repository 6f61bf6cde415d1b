const mimeTypeByExtension: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  tiff: 'image/tiff',
  webp: 'image/webp',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain',
  zip: 'application/zip',
}

export function mimeTypeOf(extension: string): string {
  return mimeTypeByExtension[extension.toLowerCase()] ?? 'application/octet-stream'
}

export function extensionOf(mimeType: string): string | undefined {
  const essence = mimeType.split(';')[0]?.trim().toLowerCase()
  return Object.entries(mimeTypeByExtension).find(([, type]) => type === essence)?.[0]
}
