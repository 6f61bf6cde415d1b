import { describe, expect, it } from 'vitest'
import { svgDataUrl } from './svg-data-url'

describe('svgDataUrl', () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
    <rect width="32" height="32" fill="#0b2545"/>
  </svg>\n`

  it('encodes what a URL or an attribute cannot hold and keeps the rest readable', () => {
    expect(svgDataUrl(svg)).toBe(
      'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 32 32%22%3E ' +
        '%3Crect width=%2232%22 height=%2232%22 fill=%22%230b2545%22/%3E %3C/svg%3E',
    )
  })

  it('gives back the same document when decoded', () => {
    const url = svgDataUrl(svg)
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      svg.trim().replace(/\s+/g, ' '),
    )
  })
})
