import { css } from 'styled-components'
import { theme } from './theme'

/** One look for keyboard focus across the site, sized for WCAG 2.2 focus appearance. */
export const focusRingOutline = `outline: 3px solid ${theme.colors.focus};`

export const focusRing = css`
  ${focusRingOutline}
`
