/**
 * The first-screen script, the one inline script in every page's <head> (see ../README.md). One
 * script, so that `afterLargestPaint` is compiled once before the first paint.
 */
import { brandFontHrefAttribute } from '../markers.ts'
import { holdUntilFirstScreenPainted } from './hold-first-screen.ts'
import { loadBrandFont } from './load-brand-font.ts'

holdUntilFirstScreenPainted()
const fontHref = document.currentScript?.getAttribute(brandFontHrefAttribute)
if (fontHref) loadBrandFont(fontHref)
