import montserratStylesheet from '@fontsource-variable/montserrat/wght.css?url'
import montserratLatin from '@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url'

/**
 * The brand font stylesheet's address in the build. Montserrat (about 40 KB) is added after the
 * largest paint by the first-screen script (web/page-boot); pages first paint in the fallback below.
 */
export const brandFontStylesheet = montserratStylesheet

/** The Latin file of the brand font, which the stylesheet names: Spanish text needs no other. */
export const brandFontFile = montserratLatin

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
