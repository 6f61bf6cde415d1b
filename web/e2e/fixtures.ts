import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test'

type Fixtures = {
  /** Console errors, uncaught exceptions and failed or erroring requests seen by the page. */
  problems: string[]
}

type QueryCount = { sent: number; answered: number }

const sanityQueries = new WeakMap<Page, QueryCount>()
const isSanityQuery = (request: Request) => request.url().includes('/data/query/')

// Outside services the pages link to; the test machine has no internet, so they get a stand-in.
const outsideServices = [
  'https://www.google.com/maps**',
  'https://web.whatsapp.com/**',
  'https://api.whatsapp.com/**',
]

export const test = base.extend<Fixtures>({
  context: async ({ context }, provide) => {
    for (const url of outsideServices) {
      await context.route(url, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Servicio</title>' }),
      )
    }
    // Each page's queries are counted from its start (`waitUntilSettled`). Through the context, so
    // that a test which only sends requests opens no page for it.
    context.on('page', countSanityQueries)
    await provide(context)
  },
  problems: async ({ page }, provide) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') {
        problems.push(`console: ${message.text()} (${message.location().url})`)
      }
    })
    page.on('pageerror', (error) => problems.push(`exception: ${error.message}`))
    page.on('requestfailed', (request) =>
      problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
    )
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`)
    })
    await provide(problems)
  },
})

function countSanityQueries(page: Page) {
  const count = { sent: 0, answered: 0 }
  sanityQueries.set(page, count)
  page.on('request', (request) => {
    if (isSanityQuery(request)) count.sent += 1
  })
  const countAnswer = (request: Request) => {
    if (isSanityQuery(request)) count.answered += 1
  }
  page.on('requestfinished', countAnswer)
  page.on('requestfailed', countAnswer)
}

export { expect }

/** Waits until React has taken over the page (`<html data-app="ready">`, set by the root route). */
export async function waitForApp(page: Page) {
  const deadline = Date.now() + 15_000
  try {
    // Looked at in every frame: an expect looks again only every half second once its first few
    // tries have failed, and most tests wait here.
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, {
      timeout: 15_000,
    })
  } catch {
    // Timed out, or a navigation ended the wait: the expect says what the page shows.
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', {
      timeout: Math.max(deadline - Date.now(), 1),
    })
  }
}

/**
 * Waits until the app has taken over the page and revalidated its content: the queries it sends
 * to Sanity once it is interactive have all been answered. For tests about fresh content; a test
 * that only acts on the page needs `waitForApp` alone.
 */
export async function waitUntilSettled(page: Page) {
  await waitForApp(page)
  // Counted here, not in the page: looking every few milliseconds costs nothing.
  await expect.poll(() => isSettled(page), { timeout: 15_000, intervals: [20] }).toBe(true)
}

function isSettled(page: Page): boolean {
  const count = sanityQueries.get(page)
  return count !== undefined && count.sent > 0 && count.answered === count.sent
}

/** Fake timers that move only when the test runs them, from before the page loads. */
export async function stopTheClock(page: Page) {
  const start = new Date('2026-03-02T09:00:00')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1_000))
}

/**
 * With a stopped clock a page starts its scripts (after its load event and a frame), hydrates its
 * deferred sections and revalidates (when the browser is idle) only as the clock moves. This moves
 * it in steps of a few milliseconds until the app is ready (`waitForApp`'s signal), each of `parts`
 * is hydrated and the page has settled, so the timers started on hydration have run for at most a
 * few steps.
 */
export async function settleWithStoppedClock(page: Page, ...parts: Locator[]) {
  let clockMoved = 0
  await expect
    .poll(
      async () => {
        // The clock stops moving after 2 s, far below the carousels' 5 s, while the fetches the
        // page waits for (its modules, data and revalidation) go on taking real time: on a busy
        // machine they take longer, never the page's timers.
        if (clockMoved < SETTLING_CLOCK_LIMIT_MS) {
          await page.clock.runFor(5)
          clockMoved += 5
        }
        const hydrated = await Promise.all([isAppReady(page), ...parts.map(isHydrated)])
        return hydrated.every(Boolean) && isSettled(page)
      },
      { intervals: [20], timeout: 30_000 },
    )
    .toBe(true)
}

/** A page settles after about 0.1 s of its clock; 2 s is a generous bound. */
const SETTLING_CLOCK_LIMIT_MS = 2_000

const isAppReady = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.app === 'ready')

/**
 * Waits until React has taken over a part of the page that hydrates after the app (a deferred
 * section: its code is fetched once the browser is idle). Call it after `waitForApp`.
 */
export async function waitForHydrated(part: Locator) {
  await expect.poll(() => isHydrated(part), { timeout: 15_000, intervals: [50] }).toBe(true)
}

/** React has taken over the element's prerendered HTML (it keeps its fiber on the element). */
async function isHydrated(part: Locator): Promise<boolean> {
  // Not found yet while the first screen paints (content-visibility: hidden takes it out of the
  // accessibility tree) and only the moving clock lets that end: do not wait for it here.
  if ((await part.count()) === 0) return false
  return part.evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
  )
}

/** Waits until the brand font (Montserrat, added after the page's load) has loaded. */
export function waitForBrandFont(page: Page) {
  return page.waitForFunction(() =>
    [...document.fonts].some(
      (face) => face.family.replace(/"/g, '') === 'Montserrat Variable' && face.status === 'loaded',
    ),
  )
}
