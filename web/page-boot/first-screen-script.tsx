import firstScreenScript from 'virtual:page-boot/first-screen'
import { brandFontStylesheet } from '../src/styles/brand-font'
import { brandFontHrefAttribute } from './markers'

/**
 * The one inline script in <head> (scripts/first-screen.ts, compiled by the build): it holds the
 * parts of the page below the first screen back until the largest paint and then adds the brand
 * font, whose address it reads from its own attribute. Its text is the same on every page.
 */
export function FirstScreenScript() {
  return (
    <script
      {...{ [brandFontHrefAttribute]: brandFontStylesheet }}
      dangerouslySetInnerHTML={{ __html: firstScreenScript }}
    />
  )
}
