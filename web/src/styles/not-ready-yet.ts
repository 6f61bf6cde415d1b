import { css } from 'styled-components'

/**
 * A control that only works once the app runs (see useAppStarted), disabled until then: it shows
 * it is not ready yet rather than doing nothing when tapped.
 */
export const notReadyYet = css`
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`
