import { describe, expect, it } from 'vitest'
import { SITE_BASE, withTrailingSlash } from './site-base.ts'

describe('site base', () => {
  it('is the spec address with its trailing slash', () => {
    expect(SITE_BASE).toBe('/rehoboth/')
  })

  it('adds the trailing slash once', () => {
    expect(withTrailingSlash('/rehoboth')).toBe('/rehoboth/')
    expect(withTrailingSlash('/rehoboth/')).toBe('/rehoboth/')
    expect(withTrailingSlash('/')).toBe('/')
  })
})
