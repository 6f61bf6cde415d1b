import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { quietChromiumFlags, systemChromium } from './test/quiet-chromium.ts'
import { e2eStoreDir } from './test/test-store.ts'

// Playwright cannot download its own browser here, so Debian's Chromium is used where installed.

// E2E_PORT lets a run sit beside a preview server already on 4173 (a developer's, or another run).
const port = Number(process.env.E2E_PORT ?? 4173)
// The project's Node 24 runs the build and the preview server even where the system Node is older.
const node = 'node_modules/.bin/node'

export default defineConfig({
  testDir: 'web/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // A test that passes only on its retry fails CI; `.only` is refused everywhere.
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}/rehoboth/`,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(existsSync(systemChromium) && { executablePath: systemChromium }),
      args: quietChromiumFlags,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `${node} node_modules/.bin/react-router build && ${node} node_modules/.bin/vite preview --port ${port}`,
    url: `http://localhost:${port}/rehoboth/`,
    // CI always builds and serves the code under test, never whatever already answers on the port.
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The build's prerender and the preview server read and write an empty store of this run,
    // never the developer's .offline-data/.
    env: { OFFLINE_SANITY_DATA_DIR: e2eStoreDir() },
  },
})
