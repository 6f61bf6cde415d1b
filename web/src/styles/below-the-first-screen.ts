import { css } from 'styled-components'

/**
 * For a section that starts below the first screen: until it comes near the viewport the browser
 * skips its layout and paint and its lazy images wait, so they never compete with the page's
 * largest paint. Meanwhile it holds `estimatedHeight`, and afterwards the height it last had.
 * It stays in the accessibility tree, in find-in-page and in the keyboard order.
 */
export const belowTheFirstScreen = (estimatedHeight: string) => css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${estimatedHeight};
`
