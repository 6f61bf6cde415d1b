import { brandFontFallback } from './brand-font'
import { focusRingOutline } from './focus-ring'
import { theme } from './theme'

/**
 * The site's element-wide rules, written into every page's head as plain CSS. Not a
 * styled-components global style: that one takes its rules out and puts them back when React
 * hydrates, and with them the fallback font faces, so the browser matched the fonts and laid out
 * the whole page again in the middle of the app's start.
 */
export const globalStyles = withoutIndentation(`
  ${brandFontFallback}

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    overflow-x: hidden;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
    color: ${theme.colors.ink};
    background: ${theme.colors.white};
    -webkit-font-smoothing: antialiased;
  }

  h1,
  h2,
  h3,
  h4 {
    margin: 0;
    line-height: ${theme.lineHeights.tight};
    color: ${theme.colors.navy};
  }

  p {
    margin: 0;
  }

  img,
  svg,
  video,
  iframe {
    display: block;
    max-width: 100%;
  }

  a {
    color: inherit;
  }

  button,
  input,
  textarea,
  select {
    font: inherit;
    color: inherit;
  }

  button {
    cursor: pointer;
  }

  :focus-visible {
    ${focusRingOutline}
    outline-offset: 2px;
    border-radius: 2px;
  }

  @media ${theme.media.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      scroll-behavior: auto !important;
      transition-duration: 0.01ms !important;
    }
  }
`)

/**
 * Sent with every page: lines joined without their indentation (each line here ends a token), and
 * no space after a colon or before a brace, as styled-components writes its rules: the page's
 * compressed HTML then shares more of its words.
 */
function withoutIndentation(css: string): string {
  return css
    .split('\n')
    .map((line) => line.trim())
    .join('')
    .replace(/:\s+/g, ':')
    .replace(/\s+\{/g, '{')
}
