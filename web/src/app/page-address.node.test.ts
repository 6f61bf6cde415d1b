import { describe, expect, it } from 'vitest'
import { prerenderedPageAddress } from './page-address'

const BASE = '/rehoboth/'
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash })

describe('prerenderedPageAddress', () => {
  it("gives a page opened at its file the page's own address", () => {
    expect(prerenderedPageAddress(at('/rehoboth/Contacto/index.html'), BASE)).toBe(
      '/rehoboth/Contacto',
    )
    expect(prerenderedPageAddress(at('/rehoboth/TiresSealerInfltator/index.html'), BASE)).toBe(
      '/rehoboth/TiresSealerInfltator',
    )
  })

  it('gives the home page the site address, with its slash', () => {
    expect(prerenderedPageAddress(at('/rehoboth/index.html'), BASE)).toBe('/rehoboth/')
  })

  it('gives the site address without its slash the home page', () => {
    expect(prerenderedPageAddress(at('/rehoboth', '?utm_source=qr'), BASE)).toBe(
      '/rehoboth/?utm_source=qr',
    )
  })

  it('keeps the query and the fragment', () => {
    expect(
      prerenderedPageAddress(at('/rehoboth/paraTuAuto/index.html', '?utm_source=qr', '#top'), BASE),
    ).toBe('/rehoboth/paraTuAuto?utm_source=qr#top')
  })

  it("leaves every other address alone, the router's own and the host's", () => {
    for (const pathname of [
      '/rehoboth/',
      '/rehoboth/Contacto',
      '/rehoboth/Contacto/',
      '/rehoboth/404.html',
      '/rehoboth/index.htm',
      '/rehoboth/index.html.data',
      '/rehobothx',
      '/',
    ]) {
      expect(prerenderedPageAddress(at(pathname), BASE)).toBeUndefined()
    }
  })
})
