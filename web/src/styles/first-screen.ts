import { css } from 'styled-components'
import { firstScreenPendingAttribute } from '../../page-boot/markers'

/**
 * Skips the content of the element it is placed in while the first screen paints: not laid out,
 * so its lazy images are not requested yet (the first-screen script, web/page-boot, sets the
 * attribute until the largest paint) (Chromium fetches lazy images within about two screens
 * of the viewport at once, alongside the hero, and Lighthouse counts every request that ends before
 * the largest paint against it). The element keeps the size its other styles give it: give it one.
 */
export const skippedWhileFirstScreenPaints = css`
  html[${firstScreenPendingAttribute}] & {
    content-visibility: hidden;
  }
`
