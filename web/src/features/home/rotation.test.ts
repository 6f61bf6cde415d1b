import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { slideDwellMs } from './hero-slides'
import { createRotation, type Rotation } from './rotation'

// The seed's hero: the video slide first (22 s), then three image slides (5 s each).
const heroSlides = [
  { kind: 'video' as const, durationMs: 22000 },
  { kind: 'image' as const, durationMs: null },
  { kind: 'image' as const, durationMs: null },
  { kind: 'image' as const, durationMs: null },
]

function heroRotation(): Rotation {
  const rotation = createRotation({
    count: heroSlides.length,
    dwellMs: (index) => slideDwellMs(heroSlides[index] ?? { kind: 'image', durationMs: null }),
  })
  rotation.start()
  return rotation
}

const shown = (rotation: Rotation) => rotation.getSnapshot().index

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('hero rotation', () => {
  it('keeps the video slide 22 s and each image slide 5 s, then wraps to the video', () => {
    const rotation = heroRotation()
    vi.advanceTimersByTime(21_999)
    expect(shown(rotation)).toBe(0)
    vi.advanceTimersByTime(1)
    expect(shown(rotation)).toBe(1)
    vi.advanceTimersByTime(4_999)
    expect(shown(rotation)).toBe(1)
    vi.advanceTimersByTime(1)
    expect(shown(rotation)).toBe(2)
    vi.advanceTimersByTime(5_000)
    expect(shown(rotation)).toBe(3)
    vi.advanceTimersByTime(5_000)
    expect(shown(rotation)).toBe(0)
    rotation.stop()
  })

  it('wraps both ways with the previous and next buttons', () => {
    const rotation = heroRotation()
    rotation.previous()
    expect(shown(rotation)).toBe(3)
    rotation.next()
    expect(shown(rotation)).toBe(0)
    rotation.goTo(3)
    rotation.next()
    expect(shown(rotation)).toBe(0)
    rotation.stop()
  })

  it('gives a slide chosen by the visitor its full time', () => {
    const rotation = heroRotation()
    vi.advanceTimersByTime(20_000)
    rotation.next()
    vi.advanceTimersByTime(4_999)
    expect(shown(rotation)).toBe(1)
    vi.advanceTimersByTime(1)
    expect(shown(rotation)).toBe(2)
    rotation.stop()
  })

  it('holds while the pointer rests on the carousel and starts the slide again when it leaves', () => {
    const rotation = heroRotation()
    rotation.goTo(1)
    rotation.hold('pointer', true)
    expect(rotation.getSnapshot().rotating).toBe(false)
    vi.advanceTimersByTime(60_000)
    expect(shown(rotation)).toBe(1)
    rotation.hold('pointer', false)
    vi.advanceTimersByTime(5_000)
    expect(shown(rotation)).toBe(2)
    rotation.stop()
  })

  it('holds while focus is inside, even when the pointer has left', () => {
    const rotation = heroRotation()
    rotation.hold('focus', true)
    rotation.hold('pointer', true)
    rotation.hold('pointer', false)
    vi.advanceTimersByTime(60_000)
    expect(shown(rotation)).toBe(0)
    rotation.hold('focus', false)
    vi.advanceTimersByTime(22_000)
    expect(shown(rotation)).toBe(1)
    rotation.stop()
  })

  it('stops on pause and goes on when the visitor presses play, focus on the button or not', () => {
    const rotation = heroRotation()
    rotation.pause()
    expect(rotation.getSnapshot()).toMatchObject({ playing: false, rotating: false })
    vi.advanceTimersByTime(60_000)
    expect(shown(rotation)).toBe(0)
    rotation.hold('focus', true)
    rotation.play()
    expect(rotation.getSnapshot()).toMatchObject({ playing: true, rotating: true })
    vi.advanceTimersByTime(22_000)
    expect(shown(rotation)).toBe(1)
    rotation.stop()
  })

  it('does not rotate for a visitor who prefers reduced motion until they press play', () => {
    const rotation = heroRotation()
    rotation.reduceMotion()
    vi.advanceTimersByTime(120_000)
    expect(shown(rotation)).toBe(0)
    expect(rotation.getSnapshot().playing).toBe(false)
    rotation.play()
    expect(rotation.getSnapshot().startedByVisitor).toBe(true)
    vi.advanceTimersByTime(22_000)
    expect(shown(rotation)).toBe(1)
    rotation.stop()
  })

  it('does nothing before it is started, as in the prerendered page', () => {
    const rotation = createRotation({ count: 4, dwellMs: () => 5_000 })
    vi.advanceTimersByTime(60_000)
    expect(rotation.getSnapshot()).toMatchObject({ index: 0, playing: true, rotating: false })
  })

  it('tells its subscribers when the slide changes', () => {
    const rotation = heroRotation()
    const listener = vi.fn()
    rotation.subscribe(listener)
    vi.advanceTimersByTime(22_000)
    expect(listener).toHaveBeenCalled()
    rotation.stop()
  })
})
