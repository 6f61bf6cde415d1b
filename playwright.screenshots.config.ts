import { defineConfig } from '@playwright/test'
import base from './playwright.config.ts'

/**
 * `npm run screenshots`: full-page pictures of every page for people to look at, written to
 * `screenshots/`. Not part of `npm test`: a picture asserts nothing; the layout checks (no
 * horizontal scrolling, layout shifts) are in web/e2e/page-checks.ts, used by the routes, product
 * and accessibility specs.
 */
export default defineConfig({
  ...base,
  testDir: 'web/e2e/screenshots',
  testMatch: '*.screenshots.ts',
  outputDir: 'test-results/screenshots',
  retries: 0,
})
