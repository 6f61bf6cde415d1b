/**
 * Headers every server of the site sends (the host's `_headers`, the preview server, the API
 * functions), and the stricter set of API answers, which are data and never a page.
 */

/** Browsers remember to ask for https only; they ignore it over plain http (localhost). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

/**
 * Features no page of the site uses, turned off for it and for the frames it embeds (reCAPTCHA,
 * the map). Only names Chrome knows: an unknown one is reported as an error in the console.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'

/** Sent with everything the host serves, pages included. */
export const transportHeaders = {
  'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  'Permissions-Policy': PERMISSIONS_POLICY,
}

/**
 * API answers (contact, drafts preview, refusals): nothing in them may run, load, be framed or be
 * sniffed into a page, and they tell no other site where the visitor came from.
 */
export const apiSecurityHeaders = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  ...transportHeaders,
}

/**
 * Files the offline servers answer for Sanity's CDN (images, videos, the catalogue PDF): never
 * sniffed, but no page policy, which would stop a browser from showing a PDF. Uploaded files that
 * must not render get their own headers from the Content Lake.
 */
export const fileSecurityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  ...transportHeaders,
}

/** The handler's answer with the API's security headers added (its own headers kept). */
export function withApiSecurityHeaders(response: Response): Response {
  return withDefaultHeaders(response, apiSecurityHeaders)
}

/** The answer with each of `defaults` it does not set itself. */
export function withDefaultHeaders(response: Response, defaults: Record<string, string>): Response {
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(defaults)) {
    if (!headers.has(name)) headers.set(name, value)
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/** A short plain-text answer with the API's headers, never cached: refusals and failures. */
export function plainAnswer(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: {
      ...apiSecurityHeaders,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  })
}

export const serverAnswers = {
  malformedAddress: 'La dirección pedida no es válida.',
  failed: 'El servidor no pudo responder a esta solicitud. Inténtalo de nuevo en unos minutos.',
} as const
