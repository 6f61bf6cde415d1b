import { css } from 'styled-components'

/** One look for keyboard focus across the site, sized for WCAG 2.2 focus appearance. */
export const focusRing = css`
  outline: 3px solid ${({ theme }) => theme.colors.focus};
`
