import { css } from 'styled-components'

/**
 * Set on <html> by the first-screen script (first-screen-script.tsx) from the start of a page load
 * until the page's largest images have been painted, or until the visitor scrolls, taps or presses
 * a key. Never set without JavaScript, so nothing is held back then.
 */
export const firstScreenPendingAttribute = 'data-first-screen-pending'

/**
 * Skips the content of the element it is placed in while the first screen paints: not laid out,
 * so its lazy images are not requested yet (Chromium fetches lazy images within about two screens
 * of the viewport at once, alongside the hero, and Lighthouse counts every request that ends before
 * the largest paint against it). The element keeps the size its other styles give it: give it one.
 */
export const skippedWhileFirstScreenPaints = css`
  html[${firstScreenPendingAttribute}] & {
    content-visibility: hidden;
  }
`

/** Source of `holdUntilFirstScreenPainted()`, for the first-screen script; needs `afterLargestPaint`. */
export const holdUntilFirstScreenPaintedSource = `function holdUntilFirstScreenPainted() {
    var root = document.documentElement
    var events = ['scroll', 'pointerdown', 'keydown']
    function release() {
      root.removeAttribute(${JSON.stringify(firstScreenPendingAttribute)})
      events.forEach(function (type) { removeEventListener(type, release, true) })
    }
    root.setAttribute(${JSON.stringify(firstScreenPendingAttribute)}, '')
    events.forEach(function (type) { addEventListener(type, release, { capture: true, passive: true }) })
    afterLargestPaint(release)
  }`
