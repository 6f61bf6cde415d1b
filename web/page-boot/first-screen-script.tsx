import firstScreenScript from 'virtual:page-boot/first-screen'
import { brandFontFileAttribute, brandFontHrefAttribute } from './markers'

/**
 * The one inline script that runs in every page, in <head> (scripts/first-screen.ts, compiled by
 * the build): it holds the parts of the page below the first screen back until the largest paint,
 * then adds the brand font, whose stylesheet (`brandFont`) and Latin file (`brandFontFile`) it
 * reads from its own attributes, and starts the app. Its text is the same on every page.
 */
export function FirstScreenScript({
  brandFont,
  brandFontFile,
}: {
  brandFont: string
  brandFontFile: string
}) {
  return (
    <script
      {...{ [brandFontHrefAttribute]: brandFont, [brandFontFileAttribute]: brandFontFile }}
      // The browser's bundle has no text for it (web/vite/page-boot-scripts.ts): React keeps the
      // page's.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: firstScreenScript }}
    />
  )
}
