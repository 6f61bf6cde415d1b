import { describe, expect, test } from 'vitest'
import { pageAddress } from './new-pages-in-dev.ts'

describe('the addresses the dev server looks up as new pages', () => {
  test('a page under the base, or its data request, is looked up by its path', () => {
    expect(pageAddress('/rehoboth/NuevoProducto', '/rehoboth/')).toBe('/NuevoProducto')
    expect(pageAddress('/rehoboth/NuevoProducto.data?_routes=root', '/rehoboth/')).toBe(
      '/NuevoProducto',
    )
    expect(pageAddress('/rehoboth/Cera%C3%91', '/rehoboth/')).toBe('/CeraÑ')
  })

  test('files, Vite’s own addresses, nested paths and other sites are not', () => {
    for (const url of [
      '/rehoboth/',
      '/rehoboth/assets/app.js',
      '/rehoboth/@vite/client',
      '/rehoboth/paraTuAuto/otra',
      '/rehoboth/%E0%A4%A',
      '/otro/NuevoProducto',
    ]) {
      expect(pageAddress(url, '/rehoboth/'), url).toBeUndefined()
    }
  })
})
