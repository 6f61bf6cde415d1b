/**
 * The names the page-boot scripts and the build agree on: attributes in the page's markup and a
 * session storage key. Plain constants, so that the inline scripts, the build and the app's styles
 * can all import them without pulling anything else in.
 */

/**
 * Set on <html> by the first-screen script from the start of a page load until the page's largest
 * images have been painted, or until the visitor scrolls, taps or presses a key. Never set without
 * JavaScript, so nothing is held back then.
 */
export const firstScreenPendingAttribute = 'data-first-screen-pending'

/**
 * On the first-screen script: the address of the stylesheet with the rules of the sections held
 * below the first screen (held-styles.ts), which it fetches before it lets them go.
 */
export const heldStylesAttribute = 'data-held-styles'

/** On the first-screen script: the address of the app-start script it adds (app-start-file.ts). */
export const appStartAttribute = 'data-app-start'

/** On the first-screen script: the address of the brand font's stylesheet; marks that script too. */
export const brandFontHrefAttribute = 'data-brand-font'

/** On the first-screen script: the address of the brand font's Latin file, which its stylesheet names. */
export const brandFontFileAttribute = 'data-brand-font-file'

/** Set once the brand font has loaded in this tab: later pages then take it from the cache at once. */
export const brandFontLoadedKey = 'rehoboth:brand-font'

/**
 * On the inert block holding the page's module script: what starting it takes (BootOptions, as
 * JSON).
 */
export const bootOptionsAttribute = 'data-boot'

/** Marks the inert block that holds the page's module script until it is started. */
export const moduleAfterLoadAttribute = 'data-module-after-load'

/** Marks the inert block that holds React Router's context script until the app starts. */
export const contextAfterLoadAttribute = 'data-context-after-load'

/**
 * `<html data-app>` once the app could not start (a block missing, the hydration data not fetched);
 * the root route sets it to 'ready' once the app has hydrated.
 */
export const appFailedValue = 'failed'

/** How many times the app's start fetches the hydration data (1 s, 2 s, 4 s… apart) before it fails. */
export const hydrationDataAttempts = 6

/**
 * What starting the app takes: the modules to preload and, if moved out, the boot file (React
 * Router's scripts and the hydration data, boot-file.ts).
 */
export type BootOptions = {
  preloads: string[]
  hydrationData?: string
}

/** The first line of a page's boot file: React Router's context and module scripts. */
export type BootScripts = { context: string; module: string }

/**
 * How long `afterLargestPaint` waits, once the high-priority images are decoded, for Chromium to
 * report one of them as the largest paint. A high-priority image that is not the page's largest
 * paint after all (a longer heading painted first, say) is never reported.
 */
export const LARGEST_PAINT_WAIT_MS = 500

/**
 * Where the first-screen script notes how the visit began (scripts/note-visit-origin.ts), in the
 * tab's session storage, for the contact form to send: a JSON object of the `requestOrigin`
 * fields, as the browser gave them (the app cleans them before sending).
 */
export const visitOriginKey = 'rehoboth:visit-origin'

/** The campaign tags a visit's first address may carry: the request's field, the link's name. */
export const visitTags = [
  ['utmSource', 'utm_source'],
  ['utmMedium', 'utm_medium'],
  ['utmCampaign', 'utm_campaign'],
  ['utmContent', 'utm_content'],
  ['utmTerm', 'utm_term'],
] as const
