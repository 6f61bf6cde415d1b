import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLoopingTrack, featuredDwellMs, visibleTrackItems } from './featured-track'
import { createRotation } from './rotation'

const featuredCount = 6

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

/** The featured carousel as the page wires it: the rotation picks the item, the track follows. */
function featuredCarousel() {
  const rotation = createRotation({ count: featuredCount, dwellMs: () => featuredDwellMs })
  const track = createLoopingTrack(featuredCount)
  rotation.subscribe(() => track.show(rotation.getSnapshot().index))
  rotation.start()
  return { rotation, track }
}

describe('featured products carousel', () => {
  it('fills the view with the items from its position on', () => {
    expect(visibleTrackItems(2, 3)).toEqual([2, 3, 4])
    expect(visibleTrackItems(2, 1)).toEqual([2])
  })

  it('slides to the next product every 5 s', () => {
    const { rotation, track } = featuredCarousel()
    vi.advanceTimersByTime(4_999)
    expect(track.getPosition()).toEqual({ position: 0, animated: false })
    vi.advanceTimersByTime(1)
    expect(track.getPosition()).toEqual({ position: 1, animated: true })
    vi.advanceTimersByTime(5_000)
    expect(track.getPosition()).toEqual({ position: 2, animated: true })
    rotation.stop()
  })

  it('slides from the last product onto the copy of the first and jumps back 800 ms later', () => {
    const { rotation, track } = featuredCarousel()
    vi.advanceTimersByTime(5 * featuredDwellMs)
    expect(track.getPosition().position).toBe(5)
    vi.advanceTimersByTime(featuredDwellMs)
    expect(track.getPosition()).toEqual({ position: 6, animated: true })
    vi.advanceTimersByTime(799)
    expect(track.getPosition().position).toBe(6)
    vi.advanceTimersByTime(1)
    expect(track.getPosition()).toEqual({ position: 0, animated: false })
    vi.advanceTimersByTime(featuredDwellMs)
    expect(track.getPosition()).toEqual({ position: 1, animated: true })
    rotation.stop()
  })

  it('goes back from the first product by jumping onto its copy, then sliding to the last', () => {
    const { rotation, track } = featuredCarousel()
    rotation.previous()
    expect(track.getPosition()).toEqual({ position: 6, animated: false })
    vi.advanceTimersByTime(20)
    expect(track.getPosition()).toEqual({ position: 5, animated: true })
    rotation.stop()
  })

  it('lands on the real products first when the visitor moves on during the jump back', () => {
    const { rotation, track } = featuredCarousel()
    vi.advanceTimersByTime(5 * featuredDwellMs)
    rotation.next()
    expect(track.getPosition().position).toBe(6)
    rotation.next()
    expect(track.getPosition()).toEqual({ position: 0, animated: false })
    vi.advanceTimersByTime(20)
    expect(track.getPosition()).toEqual({ position: 1, animated: true })
    rotation.stop()
  })

  it('stops while held and under reduced motion', () => {
    const { rotation, track } = featuredCarousel()
    rotation.hold('pointer', true)
    vi.advanceTimersByTime(30_000)
    expect(track.getPosition().position).toBe(0)
    rotation.hold('pointer', false)
    rotation.reduceMotion()
    vi.advanceTimersByTime(30_000)
    expect(track.getPosition().position).toBe(0)
    rotation.stop()
  })
})
