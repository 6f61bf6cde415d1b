import type { Page, Request } from '@playwright/test'
import { expect, settleWithStoppedClock, stopTheClock, waitForApp } from './fixtures'

const isSanityQuery = (request: Request) => request.url().includes('/data/query/')

/**
 * Opens a page and waits until the app has taken over and its content queries are answered. The
 * fixtures' counter spans the whole test, so each visit here counts its own queries.
 * `atFirstPaint` looks at the page as served, before the app runs.
 */
export async function openSettled(page: Page, path: string, atFirstPaint?: () => Promise<void>) {
  const count = { sent: 0, answered: 0 }
  const sent = (request: Request) => {
    if (isSanityQuery(request)) count.sent += 1
  }
  const answered = (request: Request) => {
    if (isSanityQuery(request)) count.answered += 1
  }
  page.on('request', sent)
  page.on('requestfinished', answered)
  page.on('requestfailed', answered)
  try {
    await page.goto(path)
    await atFirstPaint?.()
    await waitForApp(page)
    await expect
      .poll(() => count.sent > 0 && count.answered === count.sent, { timeout: 15_000 })
      .toBe(true)
  } finally {
    page.off('request', sent)
    page.off('requestfinished', answered)
    page.off('requestfailed', answered)
  }
}

/**
 * Opens a page under a stopped clock and moves it until the sections that hydrate when the browser
 * is idle (the footer, the last carousel, the promo videos) have hydrated and it has revalidated.
 */
export async function openWithStoppedClock(page: Page, path: string) {
  await stopTheClock(page)
  await page.goto(path)
  const videoTiles = page.getByRole('button', { name: /^Ver el video/ })
  await settleWithStoppedClock(
    page,
    page.getByRole('contentinfo'),
    page.locator('[aria-roledescription="carrusel"]').last(),
    ...(path === '' ? [videoTiles.last()] : []),
  )
}
