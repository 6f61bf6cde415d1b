import { builtinEnvironments } from 'vitest/runtime'
import { waitPatientlyForDomQueries } from './patient-dom-queries'

/**
 * A browser document for component tests that also read the offline Sanity API.
 *
 * In its jsdom environment Vitest rewrites `new URL('…', import.meta.url)` to resolve against the
 * page (`self.location`), which breaks the Node modules that find the seed files that way. Those
 * tests run in the `node` environment and import this module first to get the same DOM anyway.
 */
await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://localhost:3000/' } })
await waitPatientlyForDomQueries()
