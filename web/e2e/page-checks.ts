import type { Page } from '@playwright/test'
import { expect, waitForBrandFont, waitUntilSettled } from './fixtures'

/** Records the page's Content-Security-Policy violations from its very first script on. */
export async function watchPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { policyViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  return () =>
    page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations)
}

/** Adds up the page's layout shifts not caused by the visitor, from its first paint. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = { total: 0 }
    Object.assign(window, { __layoutShifts: record })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) record.total += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () =>
    page.evaluate(
      () => (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total,
    )
}

/** How far the page scrolls sideways, in CSS pixels: more than 0 means something is too wide. */
export function horizontalOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
}

/**
 * The images on the page's first screen that it asks the browser to fetch late (lazy, or at low
 * priority): none, since each may be what the visitor sees first or the page's largest paint.
 */
export function lateImagesOnFirstScreen(page: Page) {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => {
        const box = image.getBoundingClientRect()
        const onFirstScreen =
          box.width > 0 &&
          box.height > 0 &&
          box.bottom + window.scrollY > 0 &&
          box.top + window.scrollY < window.innerHeight &&
          box.right > 0 &&
          box.left < window.innerWidth
        // A carousel's hidden slides are stacked on its first one: not on screen yet.
        const shown = image.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        return (
          onFirstScreen &&
          shown &&
          (image.loading === 'lazy' || image.getAttribute('fetchpriority') === 'low')
        )
      })
      .map((image) => image.alt || image.currentSrc),
  )
}

/** Waits for the brand font and two frames: the text drawn in it has been laid out and painted. */
export async function brandFontPainted(page: Page) {
  await waitForBrandFont(page)
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

/** The largest layout shift allowed on a page (Lighthouse's CLS budget, issue 9). */
export const CLS_BUDGET = 0.02

/**
 * What every page of the site must do, checked in one visit: answer 200 with its heading and the
 * shared chrome, take over, revalidate and swap to the brand font without moving (CLS) or
 * scrolling sideways, fetch its first screen's images early, and break no policy and log no
 * problem on the way.
 */
export async function expectSoundPage(
  page: Page,
  { path, heading }: { path: string; heading: string },
  problems: string[],
) {
  const violations = await watchPolicyViolations(page)
  const layoutShifts = await recordLayoutShifts(page)
  const response = await page.goto(path)

  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  // As first painted, before a carousel turns.
  expect(await lateImagesOnFirstScreen(page), 'lazy or low-priority on the first screen').toEqual(
    [],
  )
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('© 2025')
  await expect(page.getByRole('button', { name: 'Abrir chat de WhatsApp' })).toBeVisible()
  await waitUntilSettled(page)
  await brandFontPainted(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  expect(await layoutShifts(), 'layout shift').toBeLessThanOrEqual(CLS_BUDGET)
  expect(await horizontalOverflow(page), 'sideways scroll (px)').toBeLessThanOrEqual(0)
  expect(await violations()).toEqual([])
  expect(problems).toEqual([])
}
