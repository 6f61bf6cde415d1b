/** Why rotation is held for now: the pointer rests on the carousel or keyboard focus is inside. */
export type RotationHold = 'pointer' | 'focus'

export interface RotationSnapshot {
  /** The slide on show. */
  index: number
  /** The visitor has not paused rotation (or has started it again). */
  playing: boolean
  /** The visitor pressed play: motion they asked for, even if they prefer reduced motion. */
  startedByVisitor: boolean
  /** A timer is running towards the next slide: playing and not held. */
  rotating: boolean
}

export interface RotationOptions {
  count: number
  /** How long the slide at this index stays before the next one. */
  dwellMs: (index: number) => number
}

export interface Rotation {
  getSnapshot: () => RotationSnapshot
  subscribe: (listener: () => void) => () => void
  /** Starts the clock; until then nothing advances (nothing runs during prerender). */
  start: () => void
  stop: () => void
  goTo: (index: number) => void
  next: () => void
  previous: () => void
  play: () => void
  pause: () => void
  hold: (reason: RotationHold, held: boolean) => void
  /** A visitor who prefers reduced motion gets no rotation until they press play. */
  reduceMotion: () => void
}

export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count
}

/**
 * The auto-rotation of a carousel (WAI-ARIA APG): each slide stays its own dwell time, then the
 * next one shows, wrapping at the end. Showing any slide restarts its full dwell.
 */
export function createRotation({ count, dwellMs }: RotationOptions): Rotation {
  const holds = new Set<RotationHold>()
  const listeners = new Set<() => void>()
  let started = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let snapshot: RotationSnapshot = {
    index: 0,
    playing: true,
    rotating: false,
    startedByVisitor: false,
  }

  function update(index: number, playing: boolean, startedByVisitor = snapshot.startedByVisitor) {
    clearTimeout(timer)
    timer = undefined
    const rotating = started && playing && holds.size === 0 && count > 1
    if (rotating)
      timer = setTimeout(() => update(wrapIndex(index + 1, count), true), dwellMs(index))
    const changed =
      index !== snapshot.index ||
      playing !== snapshot.playing ||
      rotating !== snapshot.rotating ||
      startedByVisitor !== snapshot.startedByVisitor
    if (!changed) return
    snapshot = { index, playing, rotating, startedByVisitor }
    for (const listener of listeners) listener()
  }

  const refresh = () => update(snapshot.index, snapshot.playing)

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start() {
      started = true
      refresh()
    },
    stop() {
      started = false
      refresh()
    },
    goTo: (index) => update(wrapIndex(index, count), snapshot.playing),
    next: () => update(wrapIndex(snapshot.index + 1, count), snapshot.playing),
    previous: () => update(wrapIndex(snapshot.index - 1, count), snapshot.playing),
    play() {
      // Pressing play is an explicit request: it wins over the hover and focus that came with it.
      holds.clear()
      update(snapshot.index, true, true)
    },
    pause: () => update(snapshot.index, false, false),
    hold(reason, held) {
      if (held) holds.add(reason)
      else holds.delete(reason)
      refresh()
    },
    reduceMotion: () => update(snapshot.index, false, false),
  }
}
