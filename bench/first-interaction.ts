import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test'
import { setTimeout as pause } from 'node:timers/promises'
import { quietChromiumFlags, systemChromium } from './quiet-chromium.ts'
import { TAPS, TYPED_TEXT, type InteractionRun, type TapName } from './first-interaction-report.ts'

/** The slow phone: 150 ms round trip, 1.6 Mbps down, 750 kbps up, 4x CPU slowdown. */
export const THROTTLING = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  cpuSlowdown: 4,
}
const PHONE = { width: 390, height: 844 }
/** The header's Categorias dropdown is on wide screens only (phones have it in the side menu). */
const DESKTOP = { width: 1280, height: 800 }
/**
 * When the early tap or keystrokes happen: as soon as the page can be touched from this long after
 * its first contentful paint (the page reports that paint a little late and the tap takes Chromium's
 * input path, so they come somewhat later: the table shows when).
 */
const AFTER_FIRST_PAINT_MS = 100
/** How long a finger rests on the glass, or a mouse button stays down, in a tap or click. */
const PRESS_MS = 100
/** A panel not shown this long after its tap is a lost tap: the app has long taken over by then. */
const LOST_AFTER_MS = 10_000
const CONTACT_ROUTE = '/Contacto'

/**
 * Watches the page from its first byte: its first contentful paint, the moment the app marks
 * `<html data-app="ready">`, and the visitor's first press and release of a finger or button.
 */
function recordMoments() {
  const moments = { fcp: -1, ready: -1, pointerDown: -1, pointerUp: -1 }
  Object.assign(window, { __benchMoments: moments })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') moments.fcp = entry.startTime
    }
  }).observe({ type: 'paint', buffered: true })
  // The script runs before <html> is parsed: the whole document is watched.
  new MutationObserver(() => {
    if (moments.ready < 0 && document.documentElement?.dataset.app === 'ready') {
      moments.ready = performance.now()
    }
  }).observe(document, { attributes: true, attributeFilter: ['data-app'], subtree: true })
  // The events' own times, not the handlers': a tap that waits for a busy main thread waits in view.
  addEventListener(
    'pointerdown',
    (event) => {
      if (moments.pointerDown < 0) moments.pointerDown = event.timeStamp
    },
    { capture: true },
  )
  addEventListener(
    'pointerup',
    (event) => {
      if (moments.pointerUp < 0) moments.pointerUp = event.timeStamp
    },
    { capture: true },
  )
}

type Moments = { fcp: number; ready: number; pointerDown: number; pointerUp: number }
const moments = (page: Page) =>
  page.evaluate(() => (window as unknown as { __benchMoments: Moments }).__benchMoments)

async function throttledPage(browser: Browser, size: { width: number; height: number }) {
  const phone = size === PHONE
  const context: BrowserContext = await browser.newContext({
    viewport: size,
    deviceScaleFactor: phone ? 3 : 1,
    isMobile: phone,
    hasTouch: phone,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBitsPerSecond / 8,
    uploadThroughput: THROTTLING.uploadBitsPerSecond / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown })
  await page.addInitScript(recordMoments)
  return { page, cdp, close: () => context.close() }
}

/**
 * Presses at a point for `PRESS_MS` and lets go, as a finger taps (or a mouse clicks): straight to
 * the browser, without Playwright's checks, which would wait on the busy page first. The press
 * starts at once; the release waits for the page to have taken the press.
 */
async function press(page: Page, cdp: CDPSession, at: Point, finger: boolean) {
  if (finger) {
    const down = cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: at.x, y: at.y }],
    })
    await pause(PRESS_MS)
    await down
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  } else {
    await page.mouse.move(at.x, at.y)
    const down = page.mouse.down()
    await pause(PRESS_MS)
    await down
    await page.mouse.up()
  }
}

type Point = { x: number; y: number }

/**
 * Opens the page and waits until `AFTER_FIRST_PAINT_MS` after its first contentful paint and until
 * the control about to be tapped is in the page; then marks it (its name can change once it has
 * opened its panel) and gives its centre, so that the tap needs no further look at the page.
 */
async function openUntilJustPainted(
  page: Page,
  url: string,
  label?: string,
): Promise<Point | null> {
  await page.goto(url, { waitUntil: 'commit' })
  const handle = await page.waitForFunction(
    ({ after, label }) => {
      const { fcp } = (window as unknown as { __benchMoments: Moments }).__benchMoments
      if (fcp < 0 || performance.now() < fcp + after) return false
      if (label) {
        const control = [...document.querySelectorAll('button')].find(
          (button) =>
            button.getAttribute('aria-label') === label || button.textContent?.trim() === label,
        )
        // On a slow line the page can paint before the rest of its HTML has arrived: a visitor
        // taps a control once it is there, so wait for it.
        if (!control) return false
        control.setAttribute('data-bench-tap', '')
        const box = control.getBoundingClientRect()
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      }
      return true
    },
    { after: AFTER_FIRST_PAINT_MS, label },
    { polling: 'raf', timeout: 30_000 },
  )
  const centre = (await handle.jsonValue()) as Point | true
  return centre === true ? null : centre
}

const waitForApp = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, {
    timeout: 60_000,
  })

/** First contentful paint to `<html data-app="ready">` on a load nobody touches. */
async function takeover(browser: Browser, url: string): Promise<number> {
  const { page, close } = await throttledPage(browser, PHONE)
  try {
    await page.goto(url, { waitUntil: 'commit' })
    await waitForApp(page)
    const { fcp, ready } = await moments(page)
    return ready - fcp
  } finally {
    await close()
  }
}

/**
 * Taps the named control's centre right after the first paint and measures from the tap (the
 * finger's or button's release, which the panel answers, as Interaction to Next Paint counts it)
 * until the panel it controls (its `popovertarget` or `aria-controls`) is shown: `panelMs` is
 * null when it is not shown within 10 s. `tapAfterFcpMs` is when the press came.
 */
async function tapToPanel(
  browser: Browser,
  url: string,
  tap: TapName,
): Promise<{ panelMs: number | null; tapAfterFcpMs?: number }> {
  const { label } = TAPS.find((candidate) => candidate.name === tap)!
  const onPhone = tap !== 'categorias'
  const { page, cdp, close } = await throttledPage(browser, onPhone ? PHONE : DESKTOP)
  try {
    const centre = await openUntilJustPainted(page, url, label)
    if (!centre) throw new Error(`No control named '${label}' on ${url}`)
    await press(page, cdp, centre, onPhone)
    const shownAt = await page
      .waitForFunction(
        () => {
          const button = document.querySelector('button[data-bench-tap]')
          const id = button?.getAttribute('popovertarget') ?? button?.getAttribute('aria-controls')
          const panel = id ? document.getElementById(id) : null
          return panel?.checkVisibility() ? performance.now() : false
        },
        undefined,
        { polling: 'raf', timeout: LOST_AFTER_MS },
      )
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === 'TimeoutError') return null
        throw error
      })
    const { fcp, pointerDown, pointerUp } = await moments(page)
    // A page that never took the tap has lost it, like one that never showed the panel.
    if (shownAt === null || pointerUp < 0) {
      return { panelMs: null, ...(pointerDown >= 0 && { tapAfterFcpMs: pointerDown - fcp }) }
    }
    return { panelMs: shownAt - pointerUp, tapAfterFcpMs: pointerDown - fcp }
  } finally {
    await close()
  }
}

/** Types into 'Nombres' right after the first paint; what the field holds once the app runs. */
async function typedEarly(browser: Browser, url: string): Promise<string> {
  const { page, close } = await throttledPage(browser, PHONE)
  try {
    await openUntilJustPainted(page, url)
    const field = page.getByLabel('Nombres', { exact: true })
    await field.tap({ force: true, noWaitAfter: true })
    await page.keyboard.type(TYPED_TEXT)
    await waitForApp(page)
    // The app re-renders the form once it has revalidated its content from Sanity, when idle:
    // a value the app does not hold is lost then, if not before.
    await page.waitForLoadState('networkidle')
    // (A string: tsx would wrap a named function in a helper the page does not have.)
    await page.evaluate(`new Promise((resolve) => {
      let frames = 10
      const next = () => (--frames === 0 ? resolve() : requestAnimationFrame(next))
      requestAnimationFrame(next)
    })`)
    return await field.inputValue()
  } finally {
    await close()
  }
}

/** One run of the scenario on one page: a fresh, throttled browser context per load. */
export async function measureInteraction(
  browser: Browser,
  route: string,
  url: string,
): Promise<InteractionRun> {
  const tapToPanelMs: InteractionRun['tapToPanelMs'] = {}
  const tapAfterFcpMs: number[] = []
  for (const { name } of TAPS) {
    const { panelMs, tapAfterFcpMs: tappedAt } = await tapToPanel(browser, url, name)
    tapToPanelMs[name] = panelMs
    if (tappedAt !== undefined) tapAfterFcpMs.push(tappedAt)
  }
  return {
    takeoverMs: await takeover(browser, url),
    tapToPanelMs,
    tapAfterFcpMs,
    ...(route === CONTACT_ROUTE && { typedValue: await typedEarly(browser, url) }),
  }
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? systemChromium,
    args: quietChromiumFlags,
  })
}
