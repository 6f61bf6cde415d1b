import { carouselSlideMs, itemsPerView } from '../../lib/carousel'

/** The featured products: a new one every 5 s, sliding for 0.8 s (`carouselSlideMs`). */
export const featuredDwellMs = 5000
/** The items in view on a wide screen are repeated after the last, so the loop never shows a gap. */
export const featuredClones = itemsPerView(false)

/** Time for a jump to be painted before the next slide starts from it. */
const jumpPaintMs = 20

export interface TrackPosition {
  /** How many items the track is moved left by; from `count` on it shows the clones. */
  position: number
  /** Whether the move slides or jumps. */
  animated: boolean
}

/** Indexes into the track (items then clones) that fill the view at this position. */
export function visibleTrackItems(position: number, perView: number): number[] {
  return Array.from({ length: perView }, (_, offset) => position + offset)
}

export interface LoopingTrack {
  getPosition: () => TrackPosition
  subscribe: (listener: () => void) => () => void
  /** Moves the track to show the item at `index` (0 to count - 1), looping without a gap. */
  show: (index: number) => void
  dispose: () => void
}

/**
 * A track of `count` items followed by clones of the first ones. Going forward from the last item
 * slides onto the clone of the first, then jumps back to the real one once the slide is over.
 * Going back from the first jumps onto that clone, then slides to the last item.
 */
export function createLoopingTrack(count: number): LoopingTrack {
  const listeners = new Set<() => void>()
  let current: TrackPosition = { position: 0, animated: false }
  let timer: ReturnType<typeof setTimeout> | undefined

  function set(next: TrackPosition) {
    current = next
    for (const listener of listeners) listener()
  }

  function move(index: number) {
    const from = current.position
    if (index === from) return
    if (from === count - 1 && index === 0) {
      set({ position: count, animated: true })
      timer = setTimeout(() => set({ position: 0, animated: false }), carouselSlideMs)
    } else if (from === 0 && index === count - 1) {
      set({ position: count, animated: false })
      timer = setTimeout(() => set({ position: count - 1, animated: true }), jumpPaintMs)
    } else {
      set({ position: index, animated: true })
    }
  }

  return {
    getPosition: () => current,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    show(index) {
      clearTimeout(timer)
      if (current.position >= count) {
        // Still on the clones from the last loop: land on the real items before moving on.
        set({ position: current.position - count, animated: false })
        timer = setTimeout(() => move(index), jumpPaintMs)
        return
      }
      move(index)
    },
    dispose: () => clearTimeout(timer),
  }
}
