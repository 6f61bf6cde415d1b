import { brandFontLoadedKey } from '../markers.ts'

/**
 * Montserrat (about 40 KB) is the brand's typeface but not worth delaying the first screen for: a
 * page first paints in a fallback sized like Montserrat (web/src/styles/brand-font.tsx), and the
 * font is added once the page's largest images have been painted (the returned function), so its
 * download never competes with them. Pages opened later in the same tab, with the font cached, add
 * it straight away.
 *
 * The font's Latin file and its stylesheet are fetched first (preloads), and the stylesheet is
 * applied only once both are in: its faces then arrive loaded, and the page is laid out once for
 * them instead of twice (once when the faces are declared, again when their file arrives).
 */
export function brandFont(stylesheetHref: string, fontFileHref: string | null): () => void {
  let added = false
  function addStylesheet() {
    if (added) return
    added = true
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = stylesheetHref
    link.onload = () => {
      try {
        sessionStorage.setItem(brandFontLoadedKey, '1')
      } catch {
        // Storage can be off (private mode, policies): the font then waits on every page.
      }
    }
    document.head.appendChild(link)
  }
  let fetching = false
  function fetchThenAddStylesheet() {
    if (added || fetching) return
    // Without preloads (their load events would never come) the stylesheet fetches its files.
    if (!preloadSupported()) return addStylesheet()
    fetching = true
    const files = [preload(stylesheetHref, 'style')]
    if (fontFileHref) files.push(preload(fontFileHref, 'font'))
    let waiting = files.length
    for (const file of files) {
      // A file that fails to come is the stylesheet's to fetch again, or to do without.
      file.onload = file.onerror = () => {
        waiting -= 1
        if (waiting === 0) addStylesheet()
      }
      document.head.appendChild(file)
    }
  }
  try {
    if (sessionStorage.getItem(brandFontLoadedKey) === '1') addStylesheet()
  } catch {
    // As above.
  }
  return fetchThenAddStylesheet
}

function preloadSupported(): boolean {
  try {
    return document.createElement('link').relList.supports('preload')
  } catch {
    return false
  }
}

function preload(href: string, as: 'style' | 'font'): HTMLLinkElement {
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = as
  link.href = href
  // Fonts are fetched in CORS mode; a preload is used only if it was fetched the same way.
  if (as === 'font') {
    link.type = 'font/woff2'
    link.crossOrigin = 'anonymous'
  }
  return link
}
