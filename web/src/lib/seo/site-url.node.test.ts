import { describe, expect, it } from 'vitest'
import { absoluteUrl, pageUrl, SAMPLE_SITE_URL, toSiteOrigin } from './site-url.ts'

describe('toSiteOrigin', () => {
  it('is the clearly made-up sample origin until SITE_URL is set', () => {
    expect(toSiteOrigin(undefined)).toBe('https://www.example.com')
    expect(toSiteOrigin('  ')).toBe(SAMPLE_SITE_URL)
  })

  it('keeps only the origin of the configured address', () => {
    expect(toSiteOrigin('https://rehoboth.com.co/')).toBe('https://rehoboth.com.co')
    expect(toSiteOrigin(' https://rehoboth.com.co/rehoboth/ ')).toBe('https://rehoboth.com.co')
  })

  it('refuses an address that is not http(s)', () => {
    expect(() => toSiteOrigin('ftp://rehoboth.com.co')).toThrow(/SITE_URL/)
    expect(() => toSiteOrigin('rehoboth.com.co')).toThrow()
  })
})

describe('pageUrl', () => {
  it('puts the page below the base, without a trailing slash', () => {
    expect(pageUrl('/paraTuAuto', 'https://a.co', '/rehoboth/')).toBe(
      'https://a.co/rehoboth/paraTuAuto',
    )
    expect(pageUrl('/paraTuAuto/', 'https://a.co', '/rehoboth/')).toBe(
      'https://a.co/rehoboth/paraTuAuto',
    )
  })

  it('gives the home page as the base itself', () => {
    expect(pageUrl('/', 'https://a.co', '/rehoboth/')).toBe('https://a.co/rehoboth/')
  })
})

describe('absoluteUrl', () => {
  it('resolves a site path against the origin and keeps absolute addresses', () => {
    expect(absoluteUrl('/rehoboth/x.png', 'https://a.co')).toBe('https://a.co/rehoboth/x.png')
    expect(absoluteUrl('https://cdn.sanity.io/images/x.png', 'https://a.co')).toBe(
      'https://cdn.sanity.io/images/x.png',
    )
  })
})
