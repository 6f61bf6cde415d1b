export interface Point {
  x: number
  y: number
}

/** A touch has to travel at least this far sideways to change the slide. */
export const swipeThresholdPx = 40

/** Which way a finger moving from `start` to `end` turns the carousel, if it is a sideways swipe. */
export function swipeDirection(start: Point, end: Point): 'next' | 'previous' | undefined {
  const dx = end.x - start.x
  const dy = end.y - start.y
  if (Math.abs(dx) < swipeThresholdPx || Math.abs(dx) < Math.abs(dy)) return undefined
  return dx < 0 ? 'next' : 'previous'
}
