import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from './sitemap.ts'

describe('sitemapXml', () => {
  it('lists every page once, at its absolute address', () => {
    const xml = sitemapXml([
      'https://www.example.com/rehoboth/',
      'https://www.example.com/rehoboth/paraTuAuto',
    ])
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://www.example.com/rehoboth/',
      'https://www.example.com/rehoboth/paraTuAuto',
    ])
  })

  it('escapes what XML reserves', () => {
    expect(sitemapXml(['https://a.co/?a=1&b=<2>'])).toContain(
      '<loc>https://a.co/?a=1&amp;b=&lt;2&gt;</loc>',
    )
  })
})

describe('robotsTxt', () => {
  it('lets crawlers in and points them to the sitemap', () => {
    const robots = robotsTxt('https://www.example.com/rehoboth/sitemap.xml')
    expect(robots).toContain('User-agent: *\nAllow: /')
    expect(robots).toContain('Sitemap: https://www.example.com/rehoboth/sitemap.xml')
  })
})
