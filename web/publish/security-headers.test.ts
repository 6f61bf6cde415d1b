import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  cacheControl,
  contentSecurityPolicyHeader,
  studioFrameAncestors,
  inlineScriptHashes,
  isHashedAsset,
  pageContentSecurityPolicy,
  withPagePolicy,
} from './security-headers.ts'

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts that run, not data blocks or external files', () => {
    const html = [
      '<script>window.__reactRouterContext = {}</script>',
      '<script type="module" async="">import "/rehoboth/assets/a.js"</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script src="/rehoboth/assets/b.js"></script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      sha256('window.__reactRouterContext = {}'),
      sha256('import "/rehoboth/assets/a.js"'),
    ])
  })
})

describe('pageContentSecurityPolicy', () => {
  const policy = pageContentSecurityPolicy({ sanityProjectId: 'abc123' }, ['sha256-AAA='])

  it("runs only the site's own scripts, the page's hashed ones and reCAPTCHA", () => {
    expect(directive(policy, 'default-src')).toEqual(["'self'"])
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'sha256-AAA='",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ])
    expect(policy).not.toContain("'unsafe-eval'")
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'")
  })

  it("fetches from the project's Sanity API hosts, frames only reCAPTCHA and the map", () => {
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://abc123.api.sanity.io',
        'https://abc123.apicdn.sanity.io',
      ]),
    )
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'https://cdn.sanity.io'])
    expect(directive(policy, 'frame-src')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
      'https://www.google.com/maps',
      'https://www.google.com/maps/',
    ])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
  })
})

describe('contentSecurityPolicyHeader', () => {
  const header = contentSecurityPolicyHeader({ sanityProjectId: 'abc123' })

  it('repeats the shared directives and leaves scripts to the page, which knows its hashes', () => {
    expect(directive(header, 'script-src')).toBeUndefined()
    expect(directive(header, 'default-src')).toBeUndefined()
    expect(directive(header, 'connect-src')).toContain('https://abc123.apicdn.sanity.io')
    expect(directive(header, 'frame-ancestors')).toEqual(["'self'"])
  })

  it('lets the editors’ Studio and the local one frame the site, and nobody else', () => {
    const studioOrigins = studioFrameAncestors({
      VITE_SANITY_STUDIO_URL: 'https://rehoboth.sanity.studio/',
    })
    const framed = contentSecurityPolicyHeader({ sanityProjectId: 'abc123', studioOrigins })
    expect(directive(framed, 'frame-ancestors')).toEqual([
      "'self'",
      'https://rehoboth.sanity.studio',
      'http://localhost:3333',
    ])
    expect(studioFrameAncestors({})).toEqual(['http://localhost:3333'])
  })
})

describe('withPagePolicy', () => {
  it('puts the policy right after the charset, before any script', () => {
    const html =
      '<!DOCTYPE html><html lang="es-CO"><head><meta charSet="utf-8"/><script>go()</script></head></html>'
    expect(withPagePolicy(html, "default-src 'self'")).toBe(
      '<!DOCTYPE html><html lang="es-CO"><head><meta charSet="utf-8"/>' +
        `<meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>` +
        '<script>go()</script></head></html>',
    )
  })

  it('refuses a page it cannot protect', () => {
    expect(() => withPagePolicy('<p>sin cabecera</p>', "default-src 'self'")).toThrow(/<head>/)
  })
})

describe('cache rules', () => {
  it('keeps hashed assets a year and has everything else checked again', () => {
    expect(isHashedAsset('assets/root-C4ElWl7y.js')).toBe(true)
    expect(isHashedAsset('paraTuAuto/index.html')).toBe(false)
    expect(isHashedAsset('favicon.svg')).toBe(false)
    expect(cacheControl.immutable).toBe('public, max-age=31536000, immutable')
    expect(cacheControl.revalidate).toMatch(/max-age=0, must-revalidate/)
  })
})
