import { describe, expect, test } from 'vitest'
import { carouselSlideTitle } from './slides'

describe('carousel slide titles in the desk', () => {
  test('show the position, the kind with its time on screen and the name', () => {
    expect(
      carouselSlideTitle(1, {
        _id: 'slide.1',
        title: 'Video principal',
        kind: 'video',
        durationMs: 22000,
      }),
    ).toBe('1 · Video · 22 s · Video principal')
    expect(
      carouselSlideTitle(3, { _id: 'slide.3', title: 'Hogar', kind: 'image', durationMs: null }),
    ).toBe('3 · Imagen · 5 s · Hogar')
  })

  test('flag a video without duration and a slide without kind or name', () => {
    expect(
      carouselSlideTitle(2, { _id: 'slide.2', title: null, kind: 'video', durationMs: null }),
    ).toBe('2 · Video · sin duración · Sin nombre')
    expect(
      carouselSlideTitle(4, { _id: 'slide.4', title: 'X', kind: null, durationMs: null }),
    ).toBe('4 · Sin tipo · X')
  })
})
