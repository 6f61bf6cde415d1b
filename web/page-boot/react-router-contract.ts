/**
 * What the page boot relies on in React Router, in one place: the markup its prerender writes
 * (which the build rewrites: boot-after-load.ts, hydration-data.ts) and the runtime internals the
 * first-screen script drives (scripts/start-app.ts). None of it is React Router's public API, so
 * the versions are pinned in package.json and react-router-contract.test.ts checks, against a
 * page the pinned version prerendered (fixtures/contacto.prerendered.html), that every pattern
 * here still matches, and that the installed versions are the ones below.
 *
 * After an upgrade: build with `PAGE_BOOT_CAPTURE=1 npm run build` (it refreshes the fixture),
 * run the page-boot tests, adjust the patterns here until they pass, then set the versions below.
 */

/** The versions whose output this contract was checked against (exact, as in package.json). */
export const reactRouterVersions = {
  'react-router': '7.18.4',
  '@react-router/dev': '7.18.4',
  '@react-router/node': '7.18.4',
} as const

/** The global React Router's context script defines and the app reads as it hydrates. */
export const contextGlobal = '__reactRouterContext'

/** The markup React Router 7 writes into a prerendered page, as the build finds it. */
export const prerenderedMarkup = {
  /** Each module the page preloads in <head>; group 1 is its address (HTML-escaped). */
  modulePreload: /<link rel="modulepreload" href="([^"]+)"\/>/g,
  /** The inline module that imports the route modules and hydrates; group 1 is its text. */
  moduleScript: /<script type="module" async="">([\s\S]*?)<\/script>/,
  /**
   * The context script: settings, and the stream the app hydrates from (`stream`, fed through
   * `streamController`); group 1 is its text.
   */
  contextScript: /<script>(window\.__reactRouterContext = [\s\S]*?)<\/script>/,
  /**
   * Each inline script that feeds the stream a chunk of loader data; group 1 is the chunk as a
   * JSON string literal (quotes and backslashes inside it escaped).
   */
  hydrationDataScript:
    /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);?\s*<\/script>/g,
  /** The inline script that closes the stream after the last chunk. */
  hydrationCloseScript:
    /<script>window\.__reactRouterContext\.streamController\.close\(\);?\s*<\/script>/,
  /** Any call into the stream, however written: none may be left once the data has moved out. */
  anyStreamCall: '__reactRouterContext.streamController.',
  /** Any module preload, however written: none may be left before the largest paint. */
  anyModulePreload: /<link\b[^>]*\brel="?modulepreload/i,
  /** Any module script, however written: none may be left before the largest paint. */
  anyModuleScript: /<script\b[^>]*\btype="?module/i,
  /** Any context script left inline once the build has held it back. */
  anyContextScript: /<script>window\.__reactRouterContext\b/,
} as const

/** The stream's controller, as React Router's context script sets it (a ReadableStream's). */
export type HydrationStreamController = {
  enqueue: (text: string) => void
  close: () => void
}

/** `window.__reactRouterContext` once the context script has run, as far as the boot uses it. */
export type ReactRouterContext = { streamController?: HydrationStreamController }

/**
 * The stream the app hydrates from, once the context script has run; undefined when the context
 * is not what this contract expects.
 */
export function hydrationStream(page: object): HydrationStreamController | undefined {
  const context = (page as Partial<Record<typeof contextGlobal, ReactRouterContext>>)[contextGlobal]
  const controller = context?.streamController
  return typeof controller?.enqueue === 'function' && typeof controller.close === 'function'
    ? controller
    : undefined
}

/**
 * Stops the build when a prerendered page is not what this contract expects, so that an upgrade
 * that changed React Router's markup never leaves pages quietly as they were.
 */
export class UnexpectedMarkupError extends Error {
  constructor(what: string) {
    super(
      `${what} React Router's prerendered markup is not what web/page-boot expects (did a React ` +
        'Router upgrade change it?). Compare a page in web/dist/client with ' +
        'web/page-boot/fixtures/ and update web/page-boot/react-router-contract.ts (see its ' +
        'comment and web/page-boot/README.md).',
    )
    this.name = 'UnexpectedMarkupError'
  }
}
