/**
 * Source of `afterLargestPaint(callback)`, for the inline scripts that hold work back until the
 * first screen is on show: it calls back once the window has loaded, the high-priority images
 * (the page's largest) are decoded, and two frames have been drawn, so they have been painted,
 * not only loaded. Anything requested earlier competes with them for a phone's bandwidth.
 */
export const afterLargestPaintSource = `function afterLargestPaint(callback) {
    function afterNextFrames() {
      requestAnimationFrame(function () {
        requestAnimationFrame(function () { setTimeout(callback, 0) })
      })
    }
    function whenImagesDecoded() {
      var images = Array.prototype.slice.call(document.querySelectorAll('img[fetchpriority="high"]'))
      Promise.all(images.map(function (image) {
        return image.decode ? image.decode().catch(function () {}) : null
      })).then(afterNextFrames)
    }
    if (document.readyState === 'complete') whenImagesDecoded()
    else addEventListener('load', whenImagesDecoded, { once: true })
  }`
