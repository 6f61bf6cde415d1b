import { describe, expect, it } from 'vitest'
import { clampStart, isInView, nextStart, previousStart } from './carousel-position'

// How many products are in view (3, 1 at 768 px or less) and the 0.8 s slide are checked in a
// real browser: web/e2e/product.spec.ts.
describe('the product-page carousel position', () => {
  it('moves one product per arrow and wraps from the end back to the start', () => {
    const starts = [0]
    for (let press = 0; press < 4; press += 1) starts.push(nextStart(starts.at(-1) ?? 0, 6, 3))
    expect(starts).toEqual([0, 1, 2, 3, 0])
  })

  it('wraps from the start to the end with the left arrow', () => {
    expect(previousStart(0, 6, 3)).toBe(3)
    expect(previousStart(3, 6, 3)).toBe(2)
    expect(previousStart(0, 6, 1)).toBe(5)
  })

  it('goes through all six products one by one on a phone', () => {
    expect(nextStart(4, 6, 1)).toBe(5)
    expect(nextStart(5, 6, 1)).toBe(0)
  })

  it('stays put when there are no more products than fit', () => {
    expect(nextStart(0, 2, 3)).toBe(0)
    expect(previousStart(0, 2, 3)).toBe(0)
  })

  it('keeps the position valid when the view widens from 1 to 3 products', () => {
    expect(clampStart(5, 6, 3)).toBe(3)
    expect(clampStart(2, 6, 3)).toBe(2)
  })

  it('knows which products are in view', () => {
    expect([0, 1, 2, 3, 4, 5].filter((item) => isInView(item, 2, 3))).toEqual([2, 3, 4])
    expect([0, 1, 2, 3, 4, 5].filter((item) => isInView(item, 5, 1))).toEqual([5])
  })
})
