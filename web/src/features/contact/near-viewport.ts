import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element comes within `margin` of the viewport, and from then on. Browsers
 * without IntersectionObserver get true at once.
 */
export function useNearViewport(element: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = element.current
    if (near || !target) return
    if (typeof IntersectionObserver === 'undefined') {
      queueMicrotask(() => setNear(true))
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, margin, near])
  return near
}
