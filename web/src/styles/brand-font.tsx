import montserratStylesheet from '@fontsource-variable/montserrat/wght.css?url'

/** Set once the brand font has loaded in this tab: later pages then take it from the cache at once. */
const fontLoadedKey = 'rehoboth:brand-font'

/**
 * Montserrat (about 40 KB) is the brand's typeface but not worth delaying the first screen for:
 * a page first paints in a fallback sized like Montserrat (`brandFontFallback`), and the font's
 * stylesheet is added once the page's largest images have been painted (after the load event), so
 * its download never competes with them. Pages opened later in the same tab, with the font cached,
 * add it straight away. Source of `loadBrandFont(href)`, run by the first-screen script
 * (first-screen-script.tsx), which defines `afterLargestPaint`.
 */
export const loadBrandFontSource = `function loadBrandFont(href) {
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
    if (loadedBefore) addStylesheet()
    else afterLargestPaint(addStylesheet)
  }`

/** The brand font stylesheet's address in the build. */
export const brandFontStylesheet = montserratStylesheet

/**
 * Arial scaled to Montserrat's width, one face for regular text and one, from Arial Bold, for bold
 * text (Montserrat widens more with weight), with Montserrat's line metrics, so that text keeps
 * its place when the brand font arrives. Widths measured in Chromium on the site's own text:
 * Montserrat is 1.08 x Arial at weights 400-500 and 1.06-1.10 x Arial Bold at 600-800.
 */
export const brandFontFallback = `
  @font-face {
    font-family: 'Montserrat Fallback';
    src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Helvetica');
    font-weight: 100 500;
    size-adjust: 108.5%;
    ascent-override: 89.2%;
    descent-override: 23.1%;
    line-gap-override: 0%;
  }
  @font-face {
    font-family: 'Montserrat Fallback';
    src: local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'),
      local('Helvetica Bold');
    font-weight: 600 900;
    size-adjust: 108%;
    ascent-override: 89.6%;
    descent-override: 23.2%;
    line-gap-override: 0%;
  }
`
