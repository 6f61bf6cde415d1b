import { JSDOM } from 'jsdom'
import { populateGlobal } from 'vitest/runtime'

/**
 * A browser document for component tests that also read the offline Sanity API.
 *
 * Vitest's jsdom environment rewrites `new URL('…', import.meta.url)` to resolve against the page
 * (`self.location`), which breaks the Node modules that find the seed files that way. Those
 * tests run in the `node` environment and import this module first to get a DOM anyway.
 */
const { window } = new JSDOM('<!doctype html><html lang="es"><head></head><body></body></html>', {
  url: 'http://localhost:3000/',
  pretendToBeVisual: true,
})
populateGlobal(globalThis, window, { bindFunctions: true })
