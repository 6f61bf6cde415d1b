import { createHash } from 'node:crypto'
import { localStudioUrl } from '@rehoboth/shared/local-addresses'
import { contextAfterLoadAttribute, moduleAfterLoadAttribute } from '../page-boot/markers.ts'
import { transportHeaders } from '../server/http/security-headers.ts'

/**
 * The response headers the site is served with, in one place: `npm run preview` sends them and the
 * build writes them into Netlify's `_headers` file.
 *
 * React Router's prerendered pages hydrate from inline scripts whose text differs on every page,
 * so no single header can list their hashes. Each page therefore carries its own complete policy in
 * a `<meta http-equiv="Content-Security-Policy">` with the hashes of its scripts, and the header
 * repeats every directive except those for scripts (a page is bound by both policies at once).
 */

export type PolicyOptions = {
  /** The Sanity project the browser reads: its API hosts are allowed to be fetched. */
  sanityProjectId: string
  /** Studios whose «Editar en la página» may frame the site (studioFrameAncestors). */
  studioOrigins?: string[]
}

/** Where `npm run studio` and `npm start` serve the Studio on a developer's machine. */
export const LOCAL_STUDIO_ORIGIN = localStudioUrl()

/**
 * The Studios allowed to show the site inside their Presentation tool: the one editors use,
 * VITE_SANITY_STUDIO_URL (e.g. https://rehoboth.sanity.studio), and the local one.
 */
export function studioFrameAncestors(env: Record<string, string | undefined>): string[] {
  const configured = env.VITE_SANITY_STUDIO_URL?.trim()
  const origins = [LOCAL_STUDIO_ORIGIN]
  if (configured) {
    const { origin } = new URL(configured)
    if (origin === 'null') throw new Error(`VITE_SANITY_STUDIO_URL "${configured}" has no origin.`)
    origins.unshift(origin)
  }
  return [...new Set(origins)]
}

const self = "'self'"
const recaptcha = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
const recaptchaFrames = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
]
// The map is embedded as 'https://www.google.com/maps?…&output=embed' (or '/maps/embed?…').
const mapFrames = ['https://www.google.com/maps', 'https://www.google.com/maps/']
const sanityCdn = 'https://cdn.sanity.io'

/** Every directive but the script ones: what the header says for any response. */
function sharedDirectives({ sanityProjectId }: PolicyOptions): Record<string, string[]> {
  return {
    'base-uri': [self],
    'object-src': ["'none'"],
    // The WhatsApp chat's form sends there before the app runs, or without JavaScript.
    'form-action': [self, 'https://api.whatsapp.com/send'],
    // styled-components writes its rules into <style> elements at run time.
    'style-src': [self, "'unsafe-inline'"],
    'img-src': [self, 'data:', sanityCdn],
    'media-src': [self, sanityCdn],
    'font-src': [self],
    'connect-src': [
      self,
      `https://${sanityProjectId}.api.sanity.io`,
      `https://${sanityProjectId}.apicdn.sanity.io`,
      ...recaptcha,
    ],
    'frame-src': [...recaptchaFrames, ...mapFrames],
    'manifest-src': [self],
  }
}

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

/** The Content-Security-Policy header: sent with every response, pages included. */
export function contentSecurityPolicyHeader(options: PolicyOptions): string {
  return serialize({
    ...sharedDirectives(options),
    'frame-ancestors': [self, ...(options.studioOrigins ?? [])],
  })
}

/** A page's complete policy, allowing exactly the inline scripts it was built with. */
export function pageContentSecurityPolicy(options: PolicyOptions, scriptHashes: string[]): string {
  return serialize({
    'default-src': [self],
    'script-src': [self, ...scriptHashes.map((hash) => `'${hash}'`), ...recaptcha],
    ...sharedDirectives(options),
  })
}

/**
 * sha256 hashes (CSP source form, without quotes) of a page's inline executable scripts, including
 * the module script that waits in an inert block until the page has loaded.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', text = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes) || !isExecutable(attributes) || !text) continue
    hashes.push(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`)
  }
  return [...new Set(hashes)]
}

function isExecutable(attributes: string): boolean {
  // Held back by web/page-boot/boot-after-load.ts, then run with this very text.
  if (attributes.includes(moduleAfterLoadAttribute)) return true
  if (attributes.includes(contextAfterLoadAttribute)) return true
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
  return (
    !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript'
  )
}

/** Puts the page's policy early in its <head>, after the charset and before any script. */
export function withPagePolicy(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`
  const anchor = /<meta charset=[^>]*>/i.exec(html) ?? /<head>/i.exec(html)
  if (!anchor) throw new Error('A prerendered page has no <head> to put its policy in.')
  const end = anchor.index + anchor[0].length
  return `${html.slice(0, end)}${tag}${html.slice(end)}`
}

export const cacheControl = {
  /** Files whose name carries a hash of their content never change at that address. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages and every file with a stable name: cached, but checked again on every use. */
  revalidate: 'public, max-age=0, must-revalidate',
}

/** Hashed build output lives in `assets/` below the site's base. */
export function isHashedAsset(sitePath: string): boolean {
  return /^\/?assets\//.test(sitePath)
}

/**
 * Headers sent with every response besides the policy and the cache rule. No X-Frame-Options:
 * the Studio's Presentation tool frames the pages, which `frame-ancestors` in the policy allows.
 */
export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  ...transportHeaders,
}
