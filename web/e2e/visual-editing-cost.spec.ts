import type { Page, Response } from '@playwright/test'
import { OFFLINE_PREVIEW_SECRET } from '../server/preview/preview-config.ts'
import { expect, test } from './fixtures'
import { openSettled } from './open-page'

const SLUG = 'SprayPolish'
// Text that only Sanity's overlay code carries: the message it answers the Studio's switch with.
const overlayCodeMarker = 'presentation/perspective'
// Text that only Sanity's loader live mode carries: how it asks the Studio for a query.
const liveModeMarker = 'loader/query-listen'
// The invisible characters stega would hide in text (@vercel/stega's alphabet).
const stegaCharacters = /\u200B|\u200C|\u200D|[\u2060-\u2064]|\uFEFF/

/**
 * Every script the page downloads from the site, as text, until `stop`: a body not yet read when
 * the page navigates away can no longer be read.
 */
function scriptsLoadedBy(page: Page) {
  const scripts: Promise<string>[] = []
  const read = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text())
  }
  page.on('response', read)
  const stop = async () => {
    page.off('response', read)
    await Promise.all(scripts)
  }
  return { scripts, stop }
}

test('a visitor’s page loads no visual-editing code, carries no marks and no stega characters', async ({
  page,
}) => {
  const { scripts } = scriptsLoadedBy(page)
  await openSettled(page, SLUG)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  const loaded = await Promise.all(scripts)
  expect(loaded.length).toBeGreaterThan(0)
  expect(loaded.filter((code) => code.includes(overlayCodeMarker))).toHaveLength(0)
  expect(loaded.filter((code) => code.includes(liveModeMarker))).toHaveLength(0)
  expect(await page.locator('[data-sanity]').count()).toBe(0)
  expect(await page.locator('body').innerText()).not.toMatch(stegaCharacters)
})

test('in an editor’s preview, the page loads the overlays and marks what editors own', async ({
  page,
}) => {
  const { scripts, stop } = scriptsLoadedBy(page)
  await page.goto(`api/preview?secret=${OFFLINE_PREVIEW_SECRET}&redirect=/${SLUG}`)
  const title = page.getByRole('main').getByRole('heading', { level: 1 })
  // Marked once the app runs, which in preview starts as soon as the page has arrived.
  await expect(title).toHaveAttribute('data-sanity', /type=product;path=title/, { timeout: 30_000 })
  await expect(page.locator('dt[data-sanity*="path=specs:"]').first()).toBeVisible()
  await expect
    .poll(async () => (await Promise.all(scripts)).some((code) => code.includes(overlayCodeMarker)))
    .toBe(true)
  await expect
    .poll(async () => (await Promise.all(scripts)).some((code) => code.includes(liveModeMarker)))
    .toBe(true)
  await stop()
  await page.goto(`api/preview/exit?redirect=/${SLUG}`)
})

test('in an editor’s preview, the app and its marks do not wait for the page’s images', async ({
  page,
}) => {
  // The images never come, so the page never finishes loading: a visitor's app would wait for them.
  await page.route('**/cdn.sanity.io/images/**', () => {})
  await page.goto(`api/preview?secret=${OFFLINE_PREVIEW_SECRET}&redirect=/${SLUG}`, {
    waitUntil: 'commit',
  })
  const title = page.getByRole('main').getByRole('heading', { level: 1 })
  await expect(title).toHaveAttribute('data-sanity', /type=product;path=title/, { timeout: 30_000 })
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.goto(`api/preview/exit?redirect=/${SLUG}`)
})
