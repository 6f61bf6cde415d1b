import { describe, expect, it } from 'vitest'
import { createEditUrl } from '@sanity/client/csm'
import { localStudioUrl } from '@rehoboth/shared/local-addresses'
import { studioBaseUrl } from './mark-editable'

/** What the overlays make of a mark when the editor clicks it. */
const editUrl = (baseUrl: string) =>
  createEditUrl({ baseUrl, id: 'product-x', type: 'product', path: ['title'] })

describe('the Studio address in the page’s marks', () => {
  it('drops the slash a copied address ends with, which Sanity refuses at the click', () => {
    expect(() => editUrl('https://rehoboth.sanity.studio/')).toThrow(/slash/)
    expect(studioBaseUrl(' https://rehoboth.sanity.studio/ ')).toBe(
      'https://rehoboth.sanity.studio',
    )
    expect(editUrl(studioBaseUrl('https://rehoboth.sanity.studio/'))).toMatch(
      /^https:\/\/rehoboth\.sanity\.studio\/intent\/edit\//,
    )
    expect(studioBaseUrl('http://localhost:3333//')).toBe('http://localhost:3333')
  })

  it('is the local Studio when none is configured', () => {
    expect(studioBaseUrl(undefined)).toBe(localStudioUrl())
    expect(studioBaseUrl('  ')).toBe(localStudioUrl())
  })
})
