import { describe, expect, it } from 'vitest'
import { localSiteUrl, localStudioUrl } from './local-addresses.ts'

describe('local addresses', () => {
  it("are the dev server's site and the Studio unless a port is given", () => {
    expect(localSiteUrl()).toBe('http://localhost:5173/rehoboth/')
    expect(localStudioUrl()).toBe('http://localhost:3333')
  })

  it('put the base path after any port', () => {
    expect(localSiteUrl(4173)).toBe('http://localhost:4173/rehoboth/')
    expect(localStudioUrl(3340)).toBe('http://localhost:3340')
  })
})
