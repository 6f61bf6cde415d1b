import { afterLargestPaintSource } from '../lib/after-largest-paint'
import { brandFontStylesheet, loadBrandFontSource } from './brand-font'
import { holdUntilFirstScreenPaintedSource } from './first-screen'

/**
 * The one inline script in <head>: it holds the parts of the page below the first screen back
 * until the largest paint (first-screen.ts) and then adds the brand font (brand-font.tsx). One
 * script, so that `afterLargestPaint` is compiled once before the first paint.
 */
export const firstScreenScript = `(function (fontHref) {
  ${afterLargestPaintSource}
  ${holdUntilFirstScreenPaintedSource}
  ${loadBrandFontSource}
  holdUntilFirstScreenPainted()
  loadBrandFont(fontHref)
})`

export function FirstScreenScript() {
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: `${firstScreenScript}(${JSON.stringify(brandFontStylesheet)})`,
      }}
    />
  )
}
