import firstScreenScript from 'virtual:page-boot/first-screen'
import { brandFontHrefAttribute } from './markers'

/**
 * The one inline script that runs in every page, in <head> (scripts/first-screen.ts, compiled by
 * the build): it holds the parts of the page below the first screen back until the largest paint,
 * then adds the brand font, whose address (`brandFont`) it reads from its own attribute, and starts
 * the app. Its text is the same on every page.
 */
export function FirstScreenScript({ brandFont }: { brandFont: string }) {
  return (
    <script
      {...{ [brandFontHrefAttribute]: brandFont }}
      // The browser's bundle has no text for it (compile-script.ts): React keeps the page's.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: firstScreenScript }}
    />
  )
}
