import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  test as base,
  devices,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test'
import sharp from 'sharp'
import { SITE_PREVIEW_PORT } from '@rehoboth/shared/local-addresses'
import { studioE2eServers } from '../../../test/e2e-studio-servers.ts'

export const servers = studioE2eServers(Number(process.env.E2E_PORT ?? SITE_PREVIEW_PORT))

// Any http(s) address whose host is not localhost or a subdomain of it. A pattern, not a function:
// Playwright then lets the Studio's few hundred local requests through without asking the test
// process about each one (about 0.5 s of every Studio load).
const outsideAddress = /^https?:\/\/(?!(?:[^/:@]+\.)?localhost(?:[:/]|$))/

type Fixtures = {
  /** Console errors, uncaught exceptions and requests to outside hosts. */
  problems: string[]
}

type WorkerFixtures = {
  /** One browser profile for the worker's Studio tests: its HTTP and compiled-code caches. */
  studioProfile: BrowserContext
}

// Where a test may leave storage behind: the Studio, the site it frames and the lake.
const origins = [
  servers.studioUrl,
  servers.siteUrl,
  servers.lakeUrl,
  `http://offline.localhost:${servers.ports.lake}`,
].map((address) => new URL(address).origin)
const storageTypes =
  'cookies,local_storage,indexeddb,websql,file_systems,service_workers,cache_storage,shared_storage,storage_buckets'

export const test = base.extend<Fixtures, WorkerFixtures>({
  // A fresh context for every test made the Studio compile its several MB of script anew each
  // time (about 8.5 s to an open document on CI's two cores; 5.3 s from a warm profile). The
  // tests share the worker's profile for its caches; each starts with its own pages and none of
  // the storage, cookies or routes an earlier test left.
  studioProfile: [
    async ({ playwright, launchOptions }, provide) => {
      const { defaultBrowserType: _, ...desktop } = devices['Desktop Chrome']
      const directory = mkdtempSync(path.join(tmpdir(), 'rehoboth-studio-profile-'))
      const profile = await playwright.chromium.launchPersistentContext(directory, {
        ...launchOptions,
        ...desktop,
        viewport: { width: 1440, height: 900 },
        baseURL: servers.studioUrl,
      })
      await provide(profile)
      await profile.close()
      rmSync(directory, { recursive: true, force: true })
    },
    { scope: 'worker' },
  ],
  context: async ({ studioProfile }, provide, testInfo) => {
    await Promise.all(studioProfile.pages().map((page) => page.close()))
    await provide(studioProfile)
    // A failed test's worker is replaced: its pages stay for the error report.
    if (testInfo.status !== testInfo.expectedStatus) return
    await studioProfile.unrouteAll({ behavior: 'ignoreErrors' })
    const page = studioProfile.pages()[0] ?? (await studioProfile.newPage())
    const session = await studioProfile.newCDPSession(page)
    for (const origin of origins) {
      await session.send('Storage.clearDataForOrigin', { origin, storageTypes })
    }
    await session.detach()
    await studioProfile.clearCookies()
    await Promise.all(studioProfile.pages().map((open) => open.close()))
  },
  page: async ({ context, viewport }, provide) => {
    const page = await context.newPage()
    if (viewport) await page.setViewportSize(viewport)
    await provide(page)
  },
  problems: [
    async ({ page, context }, provide) => {
      const problems: string[] = []
      // Offline the Studio asks nothing of the Internet (studio/page-vite.ts): any outside
      // request is refused at once, and counted.
      await context.route(outsideAddress, (route) => {
        problems.push(`outside request: ${route.request().url()}`)
        return route.abort('internetdisconnected')
      })
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`)
      })
      page.on('pageerror', (error) => problems.push(`exception: ${error.message}`))
      await provide(problems)
      expect(problems, 'console errors, exceptions or outside requests in the Studio').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Opens a Studio address and waits for the desk to show. */
export async function openStudio(page: Page, path = 'structure') {
  await page.goto(path)
  await expect(page.getByRole('link', { name: 'Configuración del sitio' }).first()).toBeVisible({
    timeout: 60_000,
  })
}

/** A document's form, open on its own: waits until its fields can be edited. */
export async function openDocument(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('button', { name: 'Publicar' })).toBeVisible({ timeout: 60_000 })
}

/**
 * Opens a menu and clicks one of its items. While a document's pane is still settling (seconds on
 * a slow machine) the Studio redraws the form, which can close an open menu under the pointer or
 * turn a click on its button into just a tooltip (both seen in CI): an editor opens it again and
 * clicks again, and so does this.
 */
export async function chooseFromMenu(menuButton: Locator, item: Locator) {
  await expect(async () => {
    if (!(await item.isVisible())) await menuButton.click()
    await item.click({ timeout: 5_000 })
  }).toPass({ timeout: 90_000 })
}

// The lake's API for the production dataset, read as the local editor.
const lakeData = `http://127.0.0.1:${servers.ports.lake}/offline.api.sanity.io/v2025-02-19/data`
const asEditor = { authorization: 'Bearer local-editor' }

/** The document as the lake has it now, read as the editor (published unless `id` says drafts.). */
export async function lakeDocument(id: string): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(`${lakeData}/doc/production/${id}`, { headers: asEditor })
  const body = (await response.json()) as { documents?: Record<string, unknown>[] }
  return body.documents?.[0]
}

/** A product's main image as the lake has it now (`id` as for `lakeDocument`). */
export async function lakeProductImage(
  id: string,
): Promise<{ asset?: { _ref?: string }; _upload?: unknown } | undefined> {
  return ((await lakeDocument(id)) as { image?: { asset?: { _ref?: string }; _upload?: unknown } })
    ?.image
}

/** A square PNG of one colour, as an editor's picture to upload. */
export function squarePicture(
  size: number,
  background: { r: number; g: number; b: number },
): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer()
}

/** The result of a GROQ query on the lake's published documents, read as the editor. */
export async function lakeQuery<T>(
  query: string,
  params: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${lakeData}/query/production?perspective=published`, {
    method: 'POST',
    headers: { ...asEditor, 'content-type': 'application/json' },
    body: JSON.stringify({ query, params }),
  })
  return ((await response.json()) as { result: T }).result
}

/** Writes to the lake as the local editor would from another Studio (one transaction). */
export async function lakeMutate(mutations: Record<string, unknown>[]): Promise<void> {
  const response = await fetch(`${lakeData}/mutate/production`, {
    method: 'POST',
    headers: { ...asEditor, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

// Words of Sanity's English interface that editors met on the desk, in documents and their dialogs.
const englishWords =
  /\b(Vision|Releases|Published|Draft|Field actions|Publish|Edited|Created|Updated|Review changes|Search|Create|Untitled|Live|Open|Close dialog|Reference to)\b/

/**
 * The lines of English the page shows or names for tooltips and screen readers (labels, titles,
 * placeholders): none, in a Studio for Spanish-speaking staff.
 */
export async function englishOnScreen(page: Page): Promise<string[]> {
  return (await shownAndNamed(page)).split('\n').filter((line) => englishWords.test(line))
}

async function shownAndNamed(page: Page): Promise<string> {
  const names = await page
    .locator('[aria-label], [title], [placeholder]')
    .evaluateAll((elements) =>
      elements.flatMap((element) =>
        ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
      ),
    )
  return [await page.locator('body').innerText(), ...names].join('\n')
}
