import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { availableParallelism, loadavg } from 'node:os'
import { setTimeout as pause } from 'node:timers/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, expect, type Browser, type Frame, type Page } from '@playwright/test'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { format, resolveConfig } from 'prettier'
import {
  checkEditorBudgets,
  editorResultsMarkdown,
  type EditorMeasurements,
  type MachineState,
} from './editor-report.ts'
import { SITE_BASE } from '@rehoboth/shared/site-base'
import {
  startDeployedEditorServers,
  startEditorServers,
  type EditorServers,
  type EditorSetup,
} from './editor-servers.ts'
import { quietChromiumFlags, systemChromium } from './quiet-chromium.ts'

/** One results file per setup: the deployed one is what the budgets are about. */
const RESULTS: Record<EditorSetup, string> = {
  deployed: fileURLToPath(new URL('editor-results.md', import.meta.url)),
  'npm-start': fileURLToPath(new URL('editor-results-npm-start.md', import.meta.url)),
}
const VIEWPORT = { width: 1440, height: 900 }
const PRODUCT = { id: 'product-SprayPolish', slug: 'SprayPolish' }
/** Where Presentation first opens: another product, so that the address bar then goes somewhere. */
const FIRST_PAGE = `${SITE_BASE}RestauradorDeFaros`
/** Twenty keystrokes of each kind; letters only, so the page's title shows each one as typed. */
const PACED_KEYS = 'ABCDEFGHIJKLMNOPQRST'
const BURST_KEYS = 'abcdefghijklmnopqrst'
/** A person typing steadily: about 400 characters a minute. */
const PERSON_PACE_MS = 150
const SWITCH_ROUNDS = 3
const FIRST_OPENS = 3
const REQUESTS = 3
const PATIENCE_MS = 60_000
/** A fresh `sanity dev` bundles the Studio's dependencies on its first visit: minutes when busy. */
const WARMING_MS = 300_000

type Clocked = {
  keys?: number[]
  clicks?: number[]
  titles?: [number, string][]
  focused?: [number, Element][]
  connected?: number
  marked?: number
  pressed?: number
}

async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage()
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex)
  } finally {
    await page.close()
  }
}

const launchChromium = () =>
  chromium.launch({
    ...(existsSync(systemChromium) && { executablePath: systemChromium }),
    args: quietChromiumFlags,
  })

/**
 * The load and the benchmark index, read in a browser of its own: one that has just run the
 * Studio reads lower, as each Lighthouse audit after the first in one process does.
 */
async function machineNow(): Promise<{ load: number; index: number }> {
  const load = loadavg()[0] ?? 0
  const browser = await launchChromium()
  try {
    return { load, index: await benchmarkIndex(browser) }
  } finally {
    await browser.close()
  }
}

/** The framed site: the frame of the very iframe the locators below read. */
async function siteFrame(page: Page): Promise<Frame> {
  const frame = await (
    await page.locator(`iframe[src*="${SITE_BASE}"]`).elementHandle()
  )?.contentFrame()
  if (!frame) throw new Error('The site is not framed in the Studio.')
  return frame
}

const framedTitle = (page: Page) =>
  page.frameLocator(`iframe[src*="${SITE_BASE}"]`).locator('main h1').first()

/**
 * Clocks a first open in the pages themselves: Playwright's waits look again 0.1, 0.35, 0.85 s
 * and then every second after they start, which would add up to a second to a step. The Studio
 * notes when it writes the page's full address (it has connected) and when each element takes
 * the focus, the framed site when its title is first marked and when it is first clicked.
 */
function clockFirstOpen() {
  const clocked = window as Clocked
  if (window === window.top) {
    clocked.focused = []
    document.addEventListener(
      'focusin',
      (event) => clocked.focused?.push([event.timeStamp, event.target as Element]),
      true,
    )
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method]
      history[method] = function (...args: Parameters<History['pushState']>) {
        original.apply(this, args)
        const preview = new URL(location.href).searchParams.get('preview') ?? ''
        if (clocked.connected === undefined && /^https?:/.test(preview)) {
          clocked.connected = performance.now()
        }
      }
    }
    return
  }
  document.addEventListener(
    'pointerdown',
    (event) => (clocked.pressed ??= performance.timeOrigin + event.timeStamp),
    true,
  )
  const observer = new MutationObserver(() => {
    if (!document.querySelector('main h1[data-sanity]')) return
    clocked.marked = performance.timeOrigin + performance.now()
    observer.disconnect()
  })
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-sanity'],
  })
}

/**
 * Opens «Editar en la página» on the product at `sitePath` and waits until the page is editable
 * as an editor finds it: a click on the product's name in the framed page puts the cursor in
 * «Nombre del producto» (the page's marks alone come before its connection to the Studio).
 * Returns the milliseconds from the Studio's navigation to that field taking the focus.
 */
async function openPresentation(
  page: Page,
  servers: EditorServers,
  sitePath: string,
  timeout = PATIENCE_MS,
): Promise<number> {
  const address = `${servers.studioUrl}editar-en-la-pagina?preview=${encodeURIComponent(sitePath)}`
  await page.addInitScript(clockFirstOpen)
  await page.goto(address, { waitUntil: 'commit', timeout })
  await expect(framedTitle(page)).toHaveAttribute('data-sanity', /id=/, { timeout })
  const shownTitle = await framedTitle(page).boundingBox()
  const studioOrigin = await page.evaluate(() => performance.timeOrigin)
  const site = await siteFrame(page)
  // The page tells the Studio its address once connected: the Studio then writes it in full.
  await expect
    .poll(() => new URL(page.url()).searchParams.get('preview'), { timeout, intervals: [50] })
    .toMatch(/^https?:/)
  // A click moves the focus into the frame; the Studio's answer moves it to the field. A click
  // that lands before the Studio's form is ready is answered once the form shows the field, and
  // an editor who sees no cursor clicks the name again.
  const name = page.getByLabel('Nombre del producto')
  let clicks = 0
  await expect(async () => {
    clicks++
    // As a person clicks: where they saw the name, whatever of the overlays' drawing lies over
    // it, the press queued behind whatever the page is doing (a locator's click would first ask
    // the busy frame where its element is, several times over). Missed, it looks again.
    const box = clicks === 1 ? shownTitle : await framedTitle(page).boundingBox()
    if (!box) throw new Error('The framed page shows no title to click.')
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect(name).toBeFocused({ timeout: 3_000 })
  }).toPass({ timeout, intervals: [0] })
  const { connected, field } = await page.evaluate(() => {
    const clocked = window as Clocked
    return {
      connected: clocked.connected,
      field: clocked.focused?.find(([, element]) => element === document.activeElement)?.[0],
    }
  })
  const framed = await site.evaluate(() => ({
    origin: performance.timeOrigin,
    marked: (window as Clocked).marked,
    pressed: (window as Clocked).pressed,
  }))
  if (
    field === undefined ||
    connected === undefined ||
    framed.marked === undefined ||
    framed.pressed === undefined
  ) {
    throw new Error('The first open was not clocked.')
  }
  const ms = (value: number) => Math.round(value)
  console.log(
    `  «Editar en la página» at ${sitePath}, ms: frame ${ms(framed.origin - studioOrigin)}, ` +
      `marks ${ms(framed.marked - studioOrigin)}, connected ${ms(connected)}, ` +
      `clicked ${ms(framed.pressed - studioOrigin)}, field (${clicks} click${clicks > 1 ? 's' : ''}) ${ms(field)}`,
  )
  return field
}

/**
 * The Studio notes when each key goes down and each menu item is clicked, the framed page when
 * its title changes: one machine, one clock (`timeOrigin` + the documents' own times).
 */
async function startClocks(page: Page, frame: Frame) {
  // No named functions inside: the bench's TypeScript runner would wrap them in a helper that the
  // page does not have.
  await page.evaluate(() => {
    const clocked = window as Clocked
    clocked.keys = []
    clocked.clicks = []
    document.addEventListener(
      'keydown',
      (event) => clocked.keys?.push(performance.timeOrigin + event.timeStamp),
      true,
    )
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('[role="menuitem"]')) {
          clocked.clicks?.push(performance.timeOrigin + event.timeStamp)
        }
      },
      true,
    )
  })
  await frame.evaluate(() => {
    const clocked = window as Clocked
    clocked.titles = []
    const main = document.querySelector('main')
    if (!main) throw new Error('The framed page has no main.')
    new MutationObserver(() =>
      clocked.titles?.push([
        performance.timeOrigin + performance.now(),
        main.querySelector('h1')?.textContent ?? '',
      ]),
    ).observe(main, { subtree: true, childList: true, characterData: true })
  })
  const read = async () => ({
    ...(await page.evaluate(() => ({
      keys: (window as Clocked).keys ?? [],
      clicks: (window as Clocked).clicks ?? [],
    }))),
    titles: await frame.evaluate(() => (window as Clocked).titles ?? []),
  })
  const clear = async () => {
    await page.evaluate(() => {
      ;(window as Clocked).keys = []
      ;(window as Clocked).clicks = []
    })
    await frame.evaluate(() => ((window as Clocked).titles = []))
  }
  return {
    clear,
    /**
     * Milliseconds from each key down to the page first showing its letter (a page that skips a
     * state in a burst shows it with the next ones).
     */
    keystrokes: async (typed: string[]): Promise<number[]> => {
      const { keys, titles } = await read()
      return typed.map((title, index) => {
        const pressed = keys[index]
        const shown = titles.find(([at, text]) => at >= (pressed ?? 0) && text.startsWith(title))
        if (pressed === undefined || !shown) throw new Error(`«${title}» was not clocked.`)
        return shown[0] - pressed
      })
    },
    /** Milliseconds from the last menu item clicked to the page showing `title`. */
    clickToTitle: async (title: string): Promise<number> => {
      const { clicks, titles } = await read()
      const clicked = clicks.at(-1)
      const shown = titles.find(([at, text]) => at >= (clicked ?? 0) && text === title)
      if (clicked === undefined || !shown) throw new Error(`«${title}» was not clocked.`)
      return shown[0] - clicked
    },
  }
}

/**
 * Milliseconds from Enter in Presentation's address bar to the framed page showing the product;
 * none when the frame never goes there. The Studio redraws its address bar as the frame reports
 * its page, which can drop what was typed: an editor types it again, and so does this; the clock
 * runs from the Enter the Studio took.
 */
async function productFromAddressBar(page: Page): Promise<number[]> {
  const address = page.locator(`input[value*="${SITE_BASE}"]`).first()
  let entered = 0
  await expect(async () => {
    await address.fill(`${SITE_BASE}${PRODUCT.slug}`)
    entered = performance.now()
    await address.press('Enter')
    await expect
      .poll(() => new URL(page.url()).searchParams.get('preview'), { timeout: 5_000 })
      .toContain(PRODUCT.slug)
  }).toPass({ timeout: PATIENCE_MS })
  const shown = await expect(framedTitle(page))
    .toHaveAttribute('data-sanity', new RegExp(`id=${PRODUCT.id}`), { timeout: PATIENCE_MS })
    .then(
      () => true,
      () => false,
    )
  return shown ? [performance.now() - entered] : []
}

/** The perspective menu, opened again when the Studio's redraw closed it under the pointer. */
async function choosePerspective(page: Page, name: 'Publicado' | 'Borradores') {
  const item = page.getByRole('menuitem', { name })
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId('global-perspective-menu-button').click()
    await item.click({ timeout: 5_000 })
  }).toPass({ timeout: PATIENCE_MS })
}

async function typeAndClock(
  page: Page,
  clocks: Awaited<ReturnType<typeof startClocks>>,
  from: string,
  letters: string,
  paceMs: number,
): Promise<number[]> {
  const field = page.getByLabel('Nombre del producto')
  await clocks.clear()
  const typed: string[] = []
  for (const letter of letters) {
    await field.press(letter)
    typed.push(`${typed.at(-1) ?? from}${letter}`)
    if (paceMs > 0) await pause(paceMs)
  }
  await expect(framedTitle(page)).toHaveText(typed.at(-1)!, { timeout: PATIENCE_MS })
  return clocks.keystrokes(typed)
}

/** Milliseconds from «Publicar» to a visitor's page load showing `title`. */
async function publishToPublic(
  page: Page,
  browser: Browser,
  servers: EditorServers,
  title: string,
) {
  const visitor = await browser.newPage({ viewport: VIEWPORT })
  try {
    const visitorTitle = visitor.locator('main h1').first()
    await visitor.goto(`${servers.siteUrl}${PRODUCT.slug}`)
    await expect(visitorTitle).not.toHaveText(title, { timeout: PATIENCE_MS })
    const publish = page.getByRole('button', { name: 'Publicar', exact: true })
    await expect(publish).toBeEnabled({ timeout: PATIENCE_MS })
    const clicked = performance.now()
    await publish.click()
    // A built page shows the content it was built with, then asks for the current one once it
    // is idle: each load gets a few seconds to show the change before the next.
    while (performance.now() - clicked < PATIENCE_MS) {
      await visitor.reload()
      const shown = await expect(visitorTitle)
        .toHaveText(title, { timeout: 5_000 })
        .then(
          () => true,
          () => false,
        )
      if (shown) return performance.now() - clicked
    }
    throw new Error(`The public page did not show «${title}» within a minute of «Publicar».`)
  } finally {
    await visitor.close()
  }
}

/** What a visitor in Colombia sends from the contact form (the offline site takes any captcha). */
function contactRequest(email: string) {
  return {
    firstNames: 'Banco',
    lastNames: 'De Pruebas',
    email,
    country: 'CO',
    state: 'Cundinamarca',
    city: 'Cota',
    phone: '3001234567',
    message: 'Solicitud del banco de pruebas del editor.',
    termsAccepted: true,
    captchaToken: 'offline-recaptcha-bench',
  }
}

/** Milliseconds from a contact request sent to the site to «Nuevas (n)» showing one more. */
async function newRequestsCounted(page: Page, servers: EditorServers): Promise<number[]> {
  await page.goto(`${servers.studioUrl}structure/contactRequests`)
  const counter = page.getByRole('link', { name: /^Nuevas \(\d+\)$/ })
  await expect(counter).toBeVisible({ timeout: PATIENCE_MS })
  const siteOrigin = new URL(servers.siteUrl).origin
  const samples: number[] = []
  for (let request = 1; request <= REQUESTS; request++) {
    const before = Number(/\d+/.exec((await counter.textContent()) ?? '')?.[0])
    const sent = performance.now()
    const answer = await fetch(`${servers.siteUrl}api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteOrigin },
      body: JSON.stringify(contactRequest(`banco.${Date.now()}.${request}@example.com`)),
    })
    if (answer.status !== 201) {
      throw new Error(`The contact endpoint answered ${answer.status}: ${await answer.text()}`)
    }
    await expect(page.getByRole('link', { name: `Nuevas (${before + 1})` })).toBeVisible({
      timeout: PATIENCE_MS,
    })
    samples.push(performance.now() - sent)
  }
  return samples
}

async function measureEditor(
  browser: Browser,
  servers: EditorServers,
): Promise<EditorMeasurements> {
  // The dev servers compile the Studio's and the site's modules on their first request, once
  // after each `npm start`; the preview servers read their files from disk once: a first visit
  // before the clocks start.
  console.log('Opening «Editar en la página» once, for the servers to warm up…')
  const warming = await browser.newContext({ viewport: VIEWPORT })
  await openPresentation(
    await warming.newPage(),
    servers,
    `${SITE_BASE}${PRODUCT.slug}`,
    WARMING_MS,
  )
  await warming.close()

  // An editor opening the Studio in a browser with nothing cached, a few times over: one open
  // varies by seconds. The last one stays open for the rest of the day.
  const firstOpen: number[] = []
  let context = await browser.newContext({ viewport: VIEWPORT })
  for (let open = 1; ; open++) {
    firstOpen.push(await openPresentation(await context.newPage(), servers, FIRST_PAGE, WARMING_MS))
    if (open === FIRST_OPENS) break
    await context.close()
    context = await browser.newContext({ viewport: VIEWPORT })
  }
  const page = context.pages()[0]!
  console.log(`first open: ${firstOpen.map(Math.round).join(', ')} ms`)

  const addressBar = await productFromAddressBar(page)
  console.log(
    addressBar.length > 0
      ? `address bar → product page: ${Math.round(addressBar[0]!)} ms`
      : 'address bar → product page: the frame stayed where it was (no sample)',
  )
  if (addressBar.length === 0) await openPresentation(page, servers, `${SITE_BASE}${PRODUCT.slug}`)

  const published = (await framedTitle(page).textContent()) ?? ''
  const field = page.getByLabel('Nombre del producto')
  await expect(field).toBeEditable({ timeout: PATIENCE_MS })
  const clocks = await startClocks(page, await siteFrame(page))
  const start = `${published} `
  await field.fill(start)
  await expect(framedTitle(page)).toHaveText(start, { timeout: PATIENCE_MS })
  const keystrokePaced = await typeAndClock(page, clocks, start, PACED_KEYS, PERSON_PACE_MS)
  const keystrokeBurst = await typeAndClock(page, clocks, `${start}${PACED_KEYS}`, BURST_KEYS, 0)
  const draft = `${start}${PACED_KEYS}${BURST_KEYS}`
  console.log(`keystrokes: ${[...keystrokePaced, ...keystrokeBurst].map(Math.round).join(', ')}`)

  const perspectiveSwitch: number[] = []
  for (let round = 1; round <= SWITCH_ROUNDS; round++) {
    for (const [name, title] of [
      ['Publicado', published],
      ['Borradores', draft],
    ] as const) {
      await choosePerspective(page, name)
      await expect(framedTitle(page)).toHaveText(title, { timeout: PATIENCE_MS })
      perspectiveSwitch.push(await clocks.clickToTitle(title))
    }
  }
  console.log(`perspective switches: ${perspectiveSwitch.map(Math.round).join(', ')}`)

  const publishSample = await publishToPublic(page, browser, servers, draft)
  console.log(`«Publicar» → public page: ${Math.round(publishSample)} ms`)

  const newRequestCount = await newRequestsCounted(page, servers)
  console.log(`new request → «Nuevas (n)»: ${newRequestCount.map(Math.round).join(', ')}`)
  await context.close()
  return {
    keystrokePaced,
    keystrokeBurst,
    perspectiveSwitch,
    firstOpen,
    addressBar,
    newRequestCount,
    publishToPublic: [publishSample],
  }
}

/** What each open page showed when a step failed, beside the servers' output. */
async function keepScreens(browser: Browser, folder: string) {
  const pages = browser.contexts().flatMap((context) => context.pages())
  for (const [index, page] of pages.entries()) {
    const file = path.join(folder, `failed-${index + 1}.png`)
    await page.screenshot({ path: file, timeout: 10_000 }).then(
      () => console.log(`What the browser showed: ${file}`),
      () => undefined,
    )
  }
}

/**
 * `npm run bench -- --only=editor`: an editor's day on the Studio and the site as deployed,
 * clocked against the budgets; writes bench/editor-results.md. `--setup=npm-start` clocks
 * `npm start`'s development servers instead (bench/editor-results-npm-start.md).
 * `BENCH_EDITOR_PORT` moves its five ports.
 */
export async function runEditorBench(setup: EditorSetup): Promise<void> {
  const basePort = Number(process.env.BENCH_EDITOR_PORT ?? 4300)
  const browser = await launchChromium()
  let measured: EditorMeasurements
  let before: { load: number; index: number }
  try {
    before = await machineNow()
    console.log(
      setup === 'deployed'
        ? 'Building the Studio and the site, then serving them as built beside the lake and the inbox…'
        : 'Starting the lake, the site, the Studio and the inbox as `npm start` does…',
    )
    const servers =
      setup === 'deployed'
        ? await startDeployedEditorServers(basePort)
        : await startEditorServers(basePort)
    console.log(`Servers ready (their output: ${servers.logFile}).`)
    try {
      measured = await measureEditor(browser, servers)
    } catch (error) {
      await keepScreens(browser, servers.storeDir)
      throw error
    } finally {
      await servers.stop()
    }
    const after = await machineNow()
    const machine: MachineState = {
      cores: availableParallelism(),
      loadAverage: [before.load, after.load],
      benchmarkIndex: [before.index, after.index],
    }
    const checked = checkEditorBudgets(measured)
    const markdown = editorResultsMarkdown(
      new Date().toISOString(),
      setup,
      measured,
      machine,
      checked,
    )
    // Formatted as the repository's checks expect its markdown.
    const results = RESULTS[setup]
    await writeFile(
      results,
      await format(markdown, { ...(await resolveConfig(results)), parser: 'markdown' }),
    )
    console.log(`\n${markdown}`)
    const missed = checked.filter((budget) => !budget.met).length
    console.log(missed ? `${missed} of ${checked.length} budgets MISSED.` : 'All budgets met.')
    if (missed) process.exitCode = 1
  } finally {
    await browser.close()
  }
}
