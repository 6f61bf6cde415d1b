/**
 * The first-screen script, the one inline script every page carries, in its <head> (see
 * ../README.md): it holds the sections below the first screen back, and once the largest paint is
 * on show (at once in an editor's preview) lets them go, adds the brand font and starts the app.
 * It also notes how the visit began, for the contact form. One script, so that
 * `afterLargestPaint` is compiled and waited for once.
 */
import {
  appStartAttribute,
  brandFontFileAttribute,
  brandFontHrefAttribute,
  heldStylesAttribute,
} from '../markers.ts'
import { isPreviewing } from '../preview-flag.ts'
import { afterLargestPaint } from './after-largest-paint.ts'
import { appStartTrigger } from './app-start-trigger.ts'
import { brandFont } from './load-brand-font.ts'
import { holdFirstScreen } from './hold-first-screen.ts'
import { noteVisitOrigin } from './note-visit-origin.ts'

const script = document.currentScript
const releaseFirstScreen = holdFirstScreen(script?.getAttribute(heldStylesAttribute) ?? null)
const fontHref = script?.getAttribute(brandFontHrefAttribute)
const addBrandFont = fontHref
  ? brandFont(fontHref, script?.getAttribute(brandFontFileAttribute) ?? null)
  : () => {}
const startApp = appStartTrigger(script?.getAttribute(appStartAttribute) ?? null)
function finishFirstScreen() {
  releaseFirstScreen()
  addBrandFont()
  startApp()
}
// The Studio frames the page in an editor's preview and waits for the app (the drafts, the marks
// to click, the connection), not for the largest paint, which is what visitors' phones wait for.
if (isPreviewing()) finishFirstScreen()
else afterLargestPaint(finishFirstScreen)
noteVisitOrigin()
