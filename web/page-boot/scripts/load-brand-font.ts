import { brandFontLoadedKey } from '../markers.ts'

/**
 * Montserrat (about 40 KB) is the brand's typeface but not worth delaying the first screen for: a
 * page first paints in a fallback sized like Montserrat (web/src/styles/brand-font.tsx), and the
 * font's stylesheet is added once the page's largest images have been painted (the returned
 * function), so its download never competes with them. Pages opened later in the same tab, with
 * the font cached, add it straight away.
 */
export function brandFont(href: string): () => void {
  let added = false
  function addStylesheet() {
    if (added) return
    added = true
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
  try {
    if (sessionStorage.getItem(brandFontLoadedKey) === '1') addStylesheet()
  } catch {
    // As above.
  }
  return addStylesheet
}
