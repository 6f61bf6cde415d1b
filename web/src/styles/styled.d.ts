import 'styled-components'
import type { Theme } from './theme'

declare module 'styled-components' {
  export interface DefaultTheme {
    colors: Theme['colors']
    fonts: Theme['fonts']
    fontSizes: Theme['fontSizes']
    fontWeights: Theme['fontWeights']
    lineHeights: Theme['lineHeights']
    space: Theme['space']
    radii: Theme['radii']
    shadows: Theme['shadows']
    layout: Theme['layout']
    breakpointPx: Theme['breakpointPx']
    media: Record<keyof Theme['media'], string>
    motion: Theme['motion']
    zIndices: Theme['zIndices']
  }
}
