import { brandFontLoadedKey } from '../markers.ts'
import { afterLargestPaint } from './after-largest-paint.ts'

/**
 * Montserrat (about 40 KB) is the brand's typeface but not worth delaying the first screen for: a
 * page first paints in a fallback sized like Montserrat (web/src/styles/brand-font.tsx), and the
 * font's stylesheet is added once the page's largest images have been painted, so its download
 * never competes with them. Pages opened later in the same tab, with the font cached, add it
 * straight away.
 */
export function loadBrandFont(href: string): void {
  function addStylesheet() {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.onload = () => {
      try {
        sessionStorage.setItem(brandFontLoadedKey, '1')
      } catch {
        // Storage can be off (private mode, policies): the font then waits on every page.
      }
    }
    document.head.appendChild(link)
  }
  let loadedBefore = false
  try {
    loadedBefore = sessionStorage.getItem(brandFontLoadedKey) === '1'
  } catch {
    // As above.
  }
  if (loadedBefore) addStylesheet()
  else afterLargestPaint(addStylesheet)
}
