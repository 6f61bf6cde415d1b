import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { localSiteUrl, SITE_PREVIEW_PORT } from '@rehoboth/shared/local-addresses'
import { headlessShell, quietChromiumFlags, systemChromium } from './bench/quiet-chromium.ts'
import { studioE2eServers } from './test/e2e-studio-servers.ts'
import { devE2eServer } from './test/e2e-dev-server.ts'
import { e2eStoreDir } from './test/test-store.ts'
import { e2eMailPorts, smtpUrl } from './test/e2e-mail.ts'

// Playwright cannot download its own browser here, so Debian's is used where installed: its headless
// shell (bench/quiet-chromium.ts says why), else its Chromium.
const chromium = [headlessShell, systemChromium].find((path) => existsSync(path))
const launchOptions = (executablePath: string | undefined) => ({
  ...(executablePath && existsSync(executablePath) && { executablePath }),
  args: quietChromiumFlags,
})
const firstInteraction = 'first-interaction.spec.ts'

// E2E_PORT lets a run sit beside a preview server already on 4173 (a developer's, or another run).
const port = Number(process.env.E2E_PORT ?? SITE_PREVIEW_PORT)
const siteUrl = localSiteUrl(port)
// The project's Node 24 runs the build and the preview server even where the system Node is older.
const node = 'node_modules/.bin/node'
const studio = studioE2eServers(port)
const dev = devE2eServer(port + 4)
const mail = e2eMailPorts(port)
// The e-mail to sales: an SMTP server the mail specs start, and the Studio its links open.
const salesMail = (smtpPort: number) => ({
  SMTP_URL: smtpUrl(smtpPort),
  STUDIO_URL: studio.studioUrl,
})
// Servers of this run: never a developer's (CI starts them all anyway).
const reuseExistingServer = !process.env.CI
// The Studio is built for the editor tests' Content Lake and preview site, and the site for that
// Studio, its address ending in a slash as a deploy's often does (the click on the page must
// still open the field).
const studioBuildEnv = {
  DO_NOT_TRACK: '1',
  SANITY_STUDIO_CONTENT_LAKE_URL: studio.lakeUrl,
  SANITY_STUDIO_SITE_URL: studio.siteUrl,
  VITE_SANITY_STUDIO_URL: studio.studioUrl,
}

export default defineConfig({
  testDir: 'web/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // A test that passes only on its retry fails CI; `.only` is refused everywhere.
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: 'list',
  globalTeardown: './test/e2e-teardown.ts',
  use: {
    baseURL: siteUrl,
    // Recording a trace of every test cost a quarter of the run's time on CI's two cores (DOM
    // snapshots after each action); a failing test's retry records one. Locally: --trace=on.
    trace: 'on-first-retry',
    launchOptions: launchOptions(chromium),
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ['studio/**', 'dev/**', firstInteraction],
      use: { ...devices['Desktop Chrome'] },
    },
    {
      // A visitor who taps and types before the app runs: in the full browser visitors run, as
      // the first-interaction benchmark is. In the headless shell one CI run in two lost the
      // check of an e-mail typed before the app (the full browser never did, nor 16 local runs).
      name: 'full-chromium',
      testMatch: firstInteraction,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: launchOptions(systemChromium),
      },
    },
    {
      // The editor's path: the real Studio (built) on the local Content Lake, and the site beside it.
      name: 'studio',
      testMatch: 'studio/**/*.spec.ts',
      // The Studio's first screen takes seconds to start (several MB of script).
      timeout: 120_000,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: studio.studioUrl,
      },
    },
    {
      // The site as `npm start` serves it, opened for the first time (web/e2e/dev).
      name: 'dev',
      testMatch: 'dev/**/*.spec.ts',
      timeout: 120_000,
      use: { ...devices['Desktop Chrome'], baseURL: dev.siteUrl },
    },
  ],
  // Started one after the other: the site build comes first, the editor tests' servers use it.
  webServer: [
    {
      // Builds the Studio too, beside the site: the editor tests' servers below use both.
      command: `bash test/e2e-builds.sh ${studio.buildDir} && ${node} node_modules/.bin/vite preview --port ${port}`,
      url: siteUrl,
      reuseExistingServer,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // The build's prerender and the preview server read and write an empty store of this run,
      // never the developer's .offline-data/.
      env: { OFFLINE_SANITY_DATA_DIR: e2eStoreDir(), ...studioBuildEnv, ...salesMail(mail.site) },
    },
    {
      command: `${node} node_modules/.bin/tsx seed/scripts/lake.ts`,
      url: `${studio.lakeUrl}/v1/ping`,
      reuseExistingServer,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        CONTENT_LAKE_PORT: String(studio.ports.lake),
        OFFLINE_SANITY_DATA_DIR: studio.storeDir,
      },
    },
    {
      command: `${node} node_modules/.bin/vite preview --port ${studio.ports.site}`,
      url: studio.siteUrl,
      reuseExistingServer,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // The editor tests' Studio frames this site in «Editar en la página».
      env: {
        OFFLINE_SANITY_DATA_DIR: studio.storeDir,
        VITE_SANITY_STUDIO_URL: studio.studioUrl,
        ...salesMail(mail.studioSite),
      },
    },
    {
      // The static build serves faster than `sanity dev`, which compiles on the first visit. It is
      // made beside the site's (above), unless that server was a developer's, already running.
      command: `(test -f ${studio.buildDir}/index.html || ../${node} ../node_modules/.bin/sanity build ${studio.buildDir} --yes) && ../${node} ../node_modules/.bin/sanity preview ${studio.buildDir} --port ${studio.ports.studio}`,
      cwd: 'studio',
      url: studio.studioUrl,
      reuseExistingServer,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: studioBuildEnv,
    },
    {
      // `npm start`'s site server, its dependencies bundled afresh as on a new clone.
      command: `${node} node_modules/.bin/react-router dev --port ${dev.port} --strictPort --force`,
      url: dev.siteUrl,
      reuseExistingServer,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { OFFLINE_SANITY_DATA_DIR: dev.storeDir, REHOBOTH_DEV_CACHE_DIR: dev.cacheDir },
    },
  ],
})
