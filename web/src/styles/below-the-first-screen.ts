import { css } from 'styled-components'
import { skippedWhileFirstScreenPaints } from './first-screen'

/**
 * For a section that starts below the first screen: until it comes near the viewport the browser
 * skips its layout and paint and its lazy images wait, so they never compete with the page's
 * largest paint. Meanwhile it holds `estimatedHeight`, and afterwards the height it last had.
 * It stays in the accessibility tree, in find-in-page and in the keyboard order. While the first
 * screen paints it is skipped even when near the viewport (Chromium otherwise lays out, and fetches
 * the lazy images of, sections within about a screen of it).
 */
export const belowTheFirstScreen = (estimatedHeight: string) => css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${estimatedHeight};
  ${skippedWhileFirstScreenPaints}
`
