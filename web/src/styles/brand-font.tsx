import montserratStylesheet from '@fontsource-variable/montserrat/wght.css?url'

/** Set once the brand font has loaded in this tab: later pages then take it from the cache at once. */
const fontLoadedKey = 'rehoboth:brand-font'

/**
 * Montserrat (about 40 KB) is the brand's typeface but not worth delaying the first screen for:
 * a page first paints in a fallback sized like Montserrat (`brandFontFallback`), and the font's
 * stylesheet is added once the page has loaded, so its download never competes with the page's
 * largest image. Pages opened later in the same tab, with the font cached, add it straight away.
 */
export const brandFontScript = `(function (href) {
  function addStylesheet() {
    var link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.onload = function () {
      try { sessionStorage.setItem(${JSON.stringify(fontLoadedKey)}, '1') } catch (error) {}
    }
    document.head.appendChild(link)
  }
  var loadedBefore = false
  try { loadedBefore = sessionStorage.getItem(${JSON.stringify(fontLoadedKey)}) === '1' } catch (error) {}
  if (loadedBefore || document.readyState === 'complete') addStylesheet()
  else addEventListener('load', addStylesheet, { once: true })
})`

/** The inline script, in <head>, that adds the brand font's stylesheet (see brandFontScript). */
export function BrandFont() {
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: `${brandFontScript}(${JSON.stringify(montserratStylesheet)})`,
      }}
    />
  )
}

/**
 * Arial scaled to Montserrat's average width and line metrics (the values next/font computes), so
 * that text keeps its place when the brand font arrives.
 */
export const brandFontFallback = `
  @font-face {
    font-family: 'Montserrat Fallback';
    src: local('Arial'), local('Liberation Sans'), local('Helvetica');
    ascent-override: 85.79%;
    descent-override: 22.25%;
    line-gap-override: 0%;
    size-adjust: 112.83%;
  }
`
