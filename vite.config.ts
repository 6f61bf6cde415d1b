/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { SITE_DEV_PORT, SITE_PREVIEW_PORT } from '@rehoboth/shared/local-addresses'
import { SITE_BASE } from '@rehoboth/shared/site-base'
import { privateFiles } from './shared/private-files.ts'
import { newPagesInDev } from './web/vite/new-pages-in-dev.ts'
import { pageBootScripts } from './web/vite/page-boot-scripts.ts'
import { offlineSanity } from './web/vite/offline-sanity-plugin.ts'
import { endpointsApi } from './web/vite/endpoints-plugin.ts'
import { offlineRecaptcha } from './web/vite/offline-recaptcha-plugin.ts'
import { previewStaticSite } from './web/vite/preview-static-site.ts'
import { reactRouterProductionBuild } from './web/vite/react-router-production-build.ts'
import { serverGuard } from './web/vite/server-guard.ts'
import { styledComponentsIds } from './web/vite/styled-components-ids.ts'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// Node tests of the workspaces that share modules between test files in a worker (no isolation),
// but for those that set the environment, mock modules or start the offline lake, which need
// their own: those are named `*.isolated.test.ts`.
const sharedModuleTests = [
  'shared/**/*.test.ts',
  'content-lake/**/*.test.ts',
  'seed/**/*.test.ts',
  'studio/**/*.test.ts',
  'bench/**/*.test.ts',
  'scripts/**/*.test.ts',
]
const isolatedNodeTests = sharedModuleTests.map((files) =>
  files.replace(/\.test\.ts$/, '.isolated.test.ts'),
)

// @sanity/client's Node build sends requests through undici, which msw/node cannot see.
// Under Vitest we load its browser build (plain fetch), so the offline Sanity API answers it.
// Exact matches only: subpaths such as 'get-it/any-signal' must keep resolving normally.
const sanityClientThroughFetch = {
  alias: [
    {
      find: /^@sanity\/client$/,
      replacement: fromRoot('node_modules/@sanity/client/dist/index.js'),
    },
    { find: /^get-it$/, replacement: fromRoot('node_modules/get-it/dist/index.js') },
  ],
}

/** What both node test projects share. */
const nodeTestSettings = {
  environment: 'node',
  setupFiles: ['test/fresh-offline-store.ts', 'test/fail-on-console-error.ts'],
  server: { deps: { inline: ['@sanity/client', 'get-it'] } },
  testTimeout: 20_000,
}

export default defineConfig({
  base: SITE_BASE,
  // Nothing is copied as it is: the favicon is written into every page (web/src/app/root.tsx).
  publicDir: false,
  // The newcomer e2e test's dev server bundles its dependencies into a folder of its own
  // (test/e2e-dev-server.ts), so that it never rewrites the cache of a developer's dev server.
  cacheDir: process.env.REHOBOTH_DEV_CACHE_DIR || undefined,
  // SITE_URL, the public origin of canonical and sitemap addresses, is read by the pages too.
  envPrefix: ['VITE_', 'SITE_URL'],
  // The React Router plugin builds the app; Vitest renders components without it. The offline
  // Sanity API and the endpoints (web/server/endpoints.ts) come before React Router and the static
  // site, so that they answer their addresses before those answer 404.
  plugins: process.env.VITEST
    ? []
    : [
        serverGuard(),
        styledComponentsIds(),
        pageBootScripts(),
        reactRouterProductionBuild(),
        offlineSanity(),
        endpointsApi(),
        offlineRecaptcha(),
        newPagesInDev(),
        reactRouter(),
        previewStaticSite(),
      ],
  // styled-components ships CommonJS as its Node entry; bundled, its default export is the function.
  ssr: { noExternal: ['styled-components'] },
  // Every page needs React, React Router and styled-components before it hydrates: one chunk for
  // them compresses better than the handful Rolldown would otherwise make (about 3.5 KB gzip less).
  // Likewise the site's own modules that two or more routes load before hydrating (header, images,
  // page meta…) share one `site` chunk instead of ~15 small ones (2-4 KB gzip less per page). Only
  // modules tagged $initial, statically imported from an entry: code that pages import later
  // (deferred sections, panels, Sanity client) stays out of it. Route chunks stay with their route.
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion)[\\/]/,
                },
                {
                  name: 'site',
                  test: (id: string) => !id.includes('?route-chunk='),
                  tags: ['$initial'],
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
    },
  },
  server: {
    port: SITE_DEV_PORT,
    strictPort: true,
    // The offline store, .env files and the repository's dot-folders are never files to download.
    fs: { deny: privateFiles(fromRoot('.'), process.env) },
    // Vite lets any localhost origin read every answer by default; the site's pages ask from
    // their own origin, and another page on the machine may read nothing (__offline-sanity…).
    cors: false,
    watch: {
      ignored: [
        '**/web/dist/**',
        '**/test-results/**',
        '**/studio/.sanity/**',
        '**/studio/dist/**',
      ],
    },
  },
  preview: { port: SITE_PREVIEW_PORT, strictPort: true, cors: false },
  // The dev server's first scan misses styled-components' own dependencies and finds them only
  // when the first page loads: it then bundles again and reloads that page, which meanwhile runs
  // two copies of styled-components and fails to import its entry (504 "Outdated Optimize Dep").
  optimizeDeps: { include: ['stylis', '@emotion/is-prop-valid'] },
  test: {
    // A focused test (`.only`) would silently skip the rest of the suite.
    allowOnly: false,
    // Worker threads start faster than forked processes: the suite ran in 110 s instead of 181 s.
    pool: 'threads',
    // Vitest leaves one core to itself by default: a single worker on CI's two cores (129 s; 81 s
    // with a worker per core, where a third gains nothing).
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: sanityClientThroughFetch,
        test: {
          name: 'node',
          include: [
            'web/src/**/*.node.test.ts',
            'web/server/**/*.test.ts',
            'web/vite/**/*.test.ts',
            'web/publish/**/*.test.ts',
            'web/page-boot/**/*.test.ts',
            ...isolatedNodeTests,
          ],
          ...nodeTestSettings,
        },
      },
      {
        resolve: sanityClientThroughFetch,
        test: {
          name: 'node-shared',
          include: sharedModuleTests,
          exclude: isolatedNodeTests,
          // One module graph per worker: the Studio and lake modules were loaded afresh for each
          // file, 40 % of the project's time.
          isolate: false,
          ...nodeTestSettings,
        },
      },
      {
        resolve: sanityClientThroughFetch,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: ['web/src/**/*.node.test.ts'],
          setupFiles: [
            'test/fresh-offline-store.ts',
            'test/fail-on-console-error.ts',
            'web/src/testing/patient-dom-queries.ts',
          ],
          server: { deps: { inline: ['@sanity/client', 'get-it'] } },
          // Route tests wait for the offline Sanity API's first answer, slow on a busy CI machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
})
