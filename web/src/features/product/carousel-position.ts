// Where the product-page carousel starts, as the arrows move it (spec: wrap-around both ways).

/** The first item shown when the carousel is scrolled as far as it goes. */
function lastStart(itemCount: number, perView: number): number {
  return Math.max(0, itemCount - perView)
}

/** Keeps a start index valid when the number of items per view changes. */
export function clampStart(start: number, itemCount: number, perView: number): number {
  return Math.min(Math.max(0, start), lastStart(itemCount, perView))
}

/** The right arrow: one item further, back to the first after the last. */
export function nextStart(start: number, itemCount: number, perView: number): number {
  return start >= lastStart(itemCount, perView) ? 0 : start + 1
}

/** The left arrow: one item back, round to the end before the first. */
export function previousStart(start: number, itemCount: number, perView: number): number {
  return start <= 0 ? lastStart(itemCount, perView) : start - 1
}

export function isInView(item: number, start: number, perView: number): boolean {
  return item >= start && item < start + perView
}
