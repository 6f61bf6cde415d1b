import { useEffect, useState, type RefObject } from 'react'

type InViewOptions = {
  /** Grows the viewport, e.g. '300px' to answer true a little before the element arrives. */
  rootMargin?: string
  /** Stays true once the element has been in view (and stops watching it). */
  once?: boolean
}

/** Whether any part of the element is inside the viewport. */
export function useInView(
  ref: RefObject<Element | null>,
  { rootMargin = '0px', once = false }: InViewOptions = {},
): boolean {
  const [inView, setInView] = useState(false)
  const settled = once && inView
  useEffect(() => {
    const element = ref.current
    if (!element || settled) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        const intersecting = entry?.isIntersecting ?? false
        setInView((was) => (once && was) || intersecting)
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, rootMargin, once, settled])
  return inView
}
