import { describe, expect, it } from 'vitest'
import { DEFAULT_PORT } from '@rehoboth/content-lake/server'
import {
  CONTENT_LAKE_PORT,
  localContentLakeUrl,
  localSiteUrl,
  localStudioUrl,
} from './local-addresses.ts'

describe('local addresses', () => {
  it("are the dev server's site and the Studio unless a port is given", () => {
    expect(localSiteUrl()).toBe('http://localhost:5173/rehoboth/')
    expect(localStudioUrl()).toBe('http://localhost:3333')
    expect(localContentLakeUrl()).toBe('http://localhost:3334')
  })

  it('name the port the Content Lake listens on when it is given none', () => {
    expect(CONTENT_LAKE_PORT).toBe(DEFAULT_PORT)
  })

  it('put the base path after any port', () => {
    expect(localSiteUrl(4173)).toBe('http://localhost:4173/rehoboth/')
    expect(localStudioUrl(3340)).toBe('http://localhost:3340')
  })
})
