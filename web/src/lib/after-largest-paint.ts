/**
 * How long `afterLargestPaint` waits, once the high-priority images are decoded, for Chromium to
 * report one of them as the largest paint. A high-priority image that is not the page's largest
 * paint after all (a longer heading painted first, say) is never reported.
 */
export const LARGEST_PAINT_WAIT_MS = 500

/**
 * Source of `afterLargestPaint(callback)`, for the inline scripts that hold work back until the
 * first screen is on show: it calls back once the window has loaded, the high-priority images
 * (the page's largest) are decoded and, where the browser reports largest paints (Chromium), one
 * of them has been reported, then after two more frames. Anything requested before that paint
 * competes with those images for a phone's bandwidth, and Lighthouse counts every request that ends
 * before the reported paint against it, however late it started: decoded and two frames drawn was
 * not enough, Chromium's report often came tens of milliseconds later.
 */
export const afterLargestPaintSource = `function afterLargestPaint(callback) {
    function afterNextFrames() {
      requestAnimationFrame(function () {
        requestAnimationFrame(function () { setTimeout(callback, 0) })
      })
    }
    function whenReportedPainted(images) {
      var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []
      if (images.length === 0 || types.indexOf('largest-contentful-paint') < 0) return afterNextFrames()
      var done = false
      var observer = new PerformanceObserver(function (list) {
        var entries = list.getEntries()
        for (var i = 0; i < entries.length; i++) {
          if (images.indexOf(entries[i].element) >= 0) return finish()
        }
      })
      var timer = setTimeout(finish, ${LARGEST_PAINT_WAIT_MS})
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
      var images = Array.prototype.slice.call(document.querySelectorAll('img[fetchpriority="high"]'))
      Promise.all(images.map(function (image) {
        return image.decode ? image.decode().catch(function () {}) : null
      })).then(function () { whenReportedPainted(images) })
    }
    if (document.readyState === 'complete') whenImagesDecoded()
    else addEventListener('load', whenImagesDecoded, { once: true })
  }`
