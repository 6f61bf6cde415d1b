const breakpointPx = {
  small: 480,
  menu: 768,
  large: 1024,
  wide: 1280,
} as const

export const theme = {
  colors: {
    navy: '#0b2545',
    navyDeep: '#071a33',
    navySoft: '#13345f',
    red: '#d7263d',
    redDeep: '#b01d31',
    yellow: '#f6ae2d',
    white: '#ffffff',
    ink: '#142033',
    muted: '#4f5b6e',
    surface: '#f4f6fa',
    border: '#d9e0ea',
    whatsapp: '#128c4a',
    whatsappDeep: '#0e7a3f',
    focus: '#f6ae2d',
  },
  fonts: {
    body: "'Montserrat Variable', 'Montserrat Fallback', 'Segoe UI', system-ui, -apple-system, sans-serif",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: 'clamp(1.5rem, 1.2rem + 1.4vw, 2.125rem)',
    display: 'clamp(1.75rem, 1.3rem + 2.2vw, 2.75rem)',
  },
  fontWeights: {
    regular: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
    heavy: 800,
  },
  lineHeights: {
    tight: 1.2,
    normal: 1.55,
  },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4.5rem',
  },
  radii: {
    sm: '6px',
    md: '12px',
    lg: '20px',
    pill: '999px',
  },
  shadows: {
    card: '0 6px 20px rgba(11, 37, 69, 0.10)',
    raised: '0 14px 40px rgba(11, 37, 69, 0.22)',
  },
  layout: {
    contentWidth: '1200px',
    gutter: 'clamp(1rem, 0.5rem + 2vw, 2rem)',
    headerHeight: '72px',
    /** The smallest pointer target WCAG 2.2 AA (2.5.8) allows. */
    minTarget: '24px',
  },
  breakpointPx,
  media: {
    small: `(max-width: ${breakpointPx.small}px)`,
    menu: `(max-width: ${breakpointPx.menu}px)`,
    aboveMenu: `(min-width: ${breakpointPx.menu + 1}px)`,
    large: `(min-width: ${breakpointPx.large}px)`,
    reducedMotion: '(prefers-reduced-motion: reduce)',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
    easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)',
  },
  zIndices: {
    header: 20,
    dropdown: 30,
    chat: 40,
    overlay: 50,
  },
} as const

export type Theme = typeof theme
