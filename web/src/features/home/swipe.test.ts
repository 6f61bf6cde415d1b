import { describe, expect, it } from 'vitest'
import { swipeDirection } from './swipe'

describe('hero swipe', () => {
  it('turns to the next slide when the finger moves 40 px or more to the left', () => {
    expect(swipeDirection({ x: 200, y: 100 }, { x: 160, y: 110 })).toBe('next')
    expect(swipeDirection({ x: 200, y: 100 }, { x: 20, y: 100 })).toBe('next')
  })

  it('turns to the previous slide when it moves 40 px or more to the right', () => {
    expect(swipeDirection({ x: 100, y: 100 }, { x: 140, y: 100 })).toBe('previous')
  })

  it('ignores shorter moves and mostly vertical ones (scrolling the page)', () => {
    expect(swipeDirection({ x: 200, y: 100 }, { x: 161, y: 100 })).toBeUndefined()
    expect(swipeDirection({ x: 200, y: 100 }, { x: 150, y: 200 })).toBeUndefined()
  })
})
