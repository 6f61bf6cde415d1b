/**
 * A submission key: a random (version 4) UUID, made once per fill of the form and sent with the
 * request, so the API stores one request however many times the same submission arrives (a
 * double click, a retry, a reload that sends again).
 */
export const SUBMISSION_KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// getRandomValues rather than randomUUID: the latter needs a secure context, which a page opened
// over plain http on a LAN address (a phone trying the dev server) does not have.
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return hex.replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-')
}
