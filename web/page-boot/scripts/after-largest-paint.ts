import { LARGEST_PAINT_WAIT_MS } from '../markers.ts'

/**
 * Calls back once the window has loaded, the high-priority images (the page's largest) are decoded
 * and, where the browser reports largest paints (Chromium), one of them has been reported, then
 * after two more frames. Anything requested before that paint competes with those images for a
 * phone's bandwidth, and Lighthouse counts every request that ends before the reported paint
 * against it, however late it started: decoded and two frames drawn was not enough, Chromium's
 * report often came tens of milliseconds later.
 */
export function afterLargestPaint(callback: () => void): void {
  function afterNextFrames() {
    requestAnimationFrame(() => {
      requestAnimationFrame(() => setTimeout(callback, 0))
    })
  }
  function whenReportedPainted(images: Element[]) {
    const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []
    if (images.length === 0 || !types.includes('largest-contentful-paint')) {
      afterNextFrames()
      return
    }
    let done = false
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (images.includes((entry as LargestContentfulPaint).element as Element)) {
          finish()
          return
        }
      }
    })
    const timer = setTimeout(finish, LARGEST_PAINT_WAIT_MS)
    function finish() {
      if (done) return
      done = true
      observer.disconnect()
      clearTimeout(timer)
      afterNextFrames()
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  }
  function whenImagesDecoded() {
    const images = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')]
    void Promise.all(images.map((image) => image.decode?.().catch(() => {}))).then(() =>
      whenReportedPainted(images),
    )
  }
  if (document.readyState === 'complete') whenImagesDecoded()
  else addEventListener('load', whenImagesDecoded, { once: true })
}
