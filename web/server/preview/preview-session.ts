/**
 * The preview session cookie's value: when it ends, signed with the preview secret, so only a
 * visitor who came through the secret link holds one. Web Crypto only, to run on any host.
 */

const encoder = new TextEncoder()

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
}

const payload = (expiresAt: number) => encoder.encode(`preview:${expiresAt}`)

export async function signPreviewSession(secret: string, expiresAt: number): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), payload(expiresAt))
  return `${expiresAt}.${Buffer.from(signature).toString('base64url')}`
}

export async function isValidPreviewSession(
  secret: string,
  value: string | undefined,
  now: number,
): Promise<boolean> {
  const match = /^(\d+)\.([A-Za-z0-9_-]+)$/.exec(value ?? '')
  if (!match?.[1] || !match[2]) return false
  const expiresAt = Number(match[1])
  if (expiresAt <= now) return false
  const signature = Buffer.from(match[2], 'base64url')
  return crypto.subtle.verify('HMAC', await hmacKey(secret), signature, payload(expiresAt))
}

/** Compares the secret a link carries with the real one without leaking, by timing, how close it was. */
export async function isPreviewSecret(secret: string, candidate: string | null): Promise<boolean> {
  if (candidate === null) return false
  const key = await hmacKey(secret)
  const expected = await crypto.subtle.sign('HMAC', key, encoder.encode(secret))
  return crypto.subtle.verify('HMAC', key, expected, encoder.encode(candidate))
}
