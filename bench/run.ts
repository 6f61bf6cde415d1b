import { spawn, spawnSync } from 'node:child_process'
import { cp, readFile, rm, writeFile } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' }
import { SITE_BASE } from '@rehoboth/shared/site-base'
import { precompressSite } from '@rehoboth/web/publish/precompress'
import { auditPage, lighthouseChromium } from './lighthouse-run.ts'
import { launchBrowser, measureInteraction, THROTTLING } from './first-interaction.ts'
import {
  checkInteractionBudgets,
  summarizeInteractions,
  type InteractionRun,
} from './first-interaction-report.ts'
import { isProductRoute, prerenderedRoutes } from './all-pages.ts'
import { runEditorBench } from './editor.ts'
import type { EditorSetup } from './editor-servers.ts'
import { floorImagesMissingFromHome } from './floor-check.ts'
import { reportProjectServers } from './project-servers.ts'
import {
  busyMachineReasons,
  checkBudgets,
  FLOOR_ROUTE,
  routesMissingBudgets,
  summarize,
  type Budget,
} from './report.ts'
import type { RunMetrics } from './report.ts'
import {
  ALL_PAGES_MARKDOWN,
  allPagesMarkdown,
  previousResults,
  writeResults,
  type InteractionSection,
  type LighthouseSection,
  type MachineEnvironment,
  type Results,
} from './results-file.ts'
import { warmImageRenditions } from './warm-renditions.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const BUILT_SITE = path.join(ROOT, 'web/dist/client')
const REPORTS = path.join(tmpdir(), 'rehoboth-bench')
const SITE = path.join(REPORTS, 'site')
const FLOOR_DIRECTORY = '__bench-floor'
const PORT = Number(process.env.BENCH_PORT ?? 4180)
const ORIGIN = `http://127.0.0.1:${PORT}`
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const ROUTES = ['/', '/paraTuAuto', '/RestauradorDeFaros', '/Contacto']

function pageUrl(route: string): string {
  const sitePath = route === FLOOR_ROUTE ? `${FLOOR_DIRECTORY}/` : route.slice(1)
  return `${ORIGIN}${SITE_BASE}${sitePath}`
}

function build() {
  console.log('Building the site (npm run build)…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('npm run build failed')
}

/** The floor must show the home page's first screen: its logo and its largest image. */
async function checkFloorMatchesHome() {
  const home = await readFile(path.join(BUILT_SITE, 'index.html'), 'utf8')
  const floor = await readFile(path.join(ROOT, 'bench/floor/index.html'), 'utf8')
  const missing = floorImagesMissingFromHome(floor, home)
  if (missing.length > 0) {
    console.warn(
      `WARNING: images of the floor page are not on the built home page (${missing.join(', ')}); ` +
        "update bench/floor/index.html to the home page's logo and hero.",
    )
  }
}

async function startPreview() {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/preview-server.ts'), SITE, String(PORT)],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with ${server.exitCode}`)
    const ready = await fetch(pageUrl('/')).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return server
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  server.kill()
  throw new Error(`vite preview did not answer on ${ORIGIN} within 30 s`)
}

type Part = 'lighthouse' | 'first-interaction'

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)

/** `--only=lighthouse` or `--only=first-interaction` runs one part; the other keeps its last results. */
function partsToRun(): Part[] {
  if (only === undefined) return ['lighthouse', 'first-interaction']
  if (only === 'lighthouse' || only === 'first-interaction') return [only]
  throw new Error(
    `Unknown --only=${only}: use --only=lighthouse, --only=first-interaction or --only=editor.`,
  )
}

function machineEnvironment(): MachineEnvironment {
  const version = spawnSync(lighthouseChromium, ['--version'], { encoding: 'utf8' }).stdout?.trim()
  return {
    chromium: version || lighthouseChromium,
    lighthouse: lighthousePackage.version,
    cores: availableParallelism(),
  }
}

/**
 * Audits `routes` and the floor page `runs` times each, round-robin, so that a slow moment of the
 * machine does not hit one page's runs; with `floorAgain`, the floor once more after the pages.
 * Adds each run to `runsByRoute`.
 */
async function auditRounds(
  routes: string[],
  runs: number,
  runsByRoute: Map<string, RunMetrics[]>,
  options: { floorAgain?: boolean } = {},
): Promise<void> {
  for (let run = 1; run <= runs; run++) {
    const round = [FLOOR_ROUTE, ...routes, ...(options.floorAgain ? [FLOOR_ROUTE] : [])]
    for (const route of round) {
      const started = Date.now()
      const { metrics, report } = await auditPage(pageUrl(route))
      const name = route === '/' ? 'home' : route.replace(/\W/g, '')
      const previousRuns = runsByRoute.get(route) ?? []
      await writeFile(path.join(REPORTS, `${name}-${previousRuns.length + 1}.json`), report)
      runsByRoute.set(route, [...previousRuns, metrics])
      console.log(
        `run ${run}/${runs} ${route}: performance ${metrics.performance}, ` +
          `LCP ${Math.round(metrics.lcpMs)} ms (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      )
    }
  }
}

function lighthouseSection(
  runsByRoute: Map<string, RunMetrics[]>,
  runsPerPage: number,
  isProductPage?: (route: string) => boolean,
): LighthouseSection {
  const results = summarize(runsByRoute)
  return {
    measuredAt: new Date().toISOString(),
    environment: machineEnvironment(),
    runsPerPage,
    results,
    budgets: checkBudgets(results, isProductPage),
  }
}

async function lighthouse(routes: string[], runs: number): Promise<LighthouseSection> {
  const runsByRoute = new Map<string, RunMetrics[]>()
  await auditRounds(routes, runs, runsByRoute)
  return lighthouseSection(runsByRoute, runs)
}

async function firstInteraction(): Promise<InteractionSection> {
  const browser = await launchBrowser()
  const runsByRoute = new Map<string, InteractionRun[]>()
  try {
    for (let run = 1; run <= RUNS; run++) {
      for (const route of ROUTES) {
        const result = await measureInteraction(browser, route, pageUrl(route))
        runsByRoute.set(route, [...(runsByRoute.get(route) ?? []), result])
        const taps = Object.entries(result.tapToPanelMs)
          .map(([tap, ms]) => `${tap} ${ms === null ? 'lost' : `${Math.round(ms ?? 0)} ms`}`)
          .join(', ')
        console.log(
          `first interaction ${run}/${RUNS} ${route}: takeover ${Math.round(result.takeoverMs)} ms; ${taps}` +
            (result.typedValue === undefined ? '' : `; typed "${result.typedValue}"`),
        )
      }
    }
  } finally {
    await browser.close()
  }
  const results = summarizeInteractions(runsByRoute)
  return {
    measuredAt: new Date().toISOString(),
    runsPerPage: RUNS,
    throttling: THROTTLING,
    results,
    budgets: checkInteractionBudgets(results),
  }
}

/**
 * Copies the built site and the floor page where the bench's server serves them, the floor
 * compressed as the build compresses the pages, so that both go out in Brotli.
 */
async function prepareSite() {
  await checkFloorMatchesHome()
  await rm(SITE, { recursive: true, force: true })
  await cp(BUILT_SITE, SITE, { recursive: true })
  const floor = path.join(SITE, FLOOR_DIRECTORY)
  await cp(path.join(ROOT, 'bench/floor'), floor, { recursive: true })
  await precompressSite(floor)
}

function reportBudgets(budgets: Budget[]): number {
  const missed = budgets.filter((budget) => !budget.met).length
  console.log(
    missed
      ? `${missed} of ${budgets.length} budgets MISSED.`
      : `All ${budgets.length} budgets met.`,
  )
  return missed
}

function reportBusyMachine(section: LighthouseSection) {
  const reasons = busyMachineReasons(section.results)
  if (reasons.length > 0) {
    console.log(`The machine was busy during the Lighthouse runs: ${reasons.join('; ')}.`)
  }
}

/**
 * `--all`: every prerendered page audited once (the floor before and after them), each against
 * its budgets; fails when any page misses one. Its report goes to bench/all-pages.md, beside
 * bench/results.*, which keep the sampled run.
 */
async function auditEveryPage() {
  const routes = await prerenderedRoutes(SITE, [FLOOR_DIRECTORY])
  const server = await startPreview()
  const runsByRoute = new Map<string, RunMetrics[]>()
  let section: LighthouseSection
  let measuredAgain: string[] = []
  try {
    const warmed = await warmImageRenditions([FLOOR_ROUTE, ...routes].map(pageUrl))
    console.log(`${warmed} image renditions rendered before measuring ${routes.length} pages.`)
    await auditRounds(routes, 1, runsByRoute, { floorAgain: true })
    section = lighthouseSection(runsByRoute, 1, isProductRoute)
    measuredAgain = routesMissingBudgets(section.budgets)
    if (measuredAgain.length > 0) {
      console.log(
        `${measuredAgain.join(', ')} missed a budget in one run: measuring ` +
          `${measuredAgain.length === 1 ? 'it' : 'each'} ${RUNS - 1} more times, to judge it on ` +
          `the median of ${RUNS} runs as the sampled pages are.`,
      )
      await auditRounds(measuredAgain, RUNS - 1, runsByRoute)
      section = lighthouseSection(runsByRoute, 1, isProductRoute)
    }
  } finally {
    server.kill()
  }
  const report = allPagesMarkdown(
    { ...section, runsPerPage: RUNS },
    measuredAgain,
    runsByRoute.get(FLOOR_ROUTE)?.length ?? 0,
  )
  await writeFile(ALL_PAGES_MARKDOWN, report)
  console.log(`\n${report}`)
  const missed = reportBudgets(section.budgets)
  reportBusyMachine(section)
  console.log(
    `Report: ${path.relative(process.cwd(), ALL_PAGES_MARKDOWN)}; raw reports: ${REPORTS}`,
  )
  if (missed > 0) process.exitCode = 1
}

async function main() {
  const parts = partsToRun()
  if (!process.argv.includes('--no-build')) build()
  reportProjectServers()
  await prepareSite()
  if (process.argv.includes('--all')) return auditEveryPage()
  const previous = await previousResults()
  const server = await startPreview()
  let lighthouseSection: LighthouseSection | undefined
  let interactionSection: InteractionSection | undefined
  try {
    const warmed = await warmImageRenditions([FLOOR_ROUTE, ...ROUTES].map(pageUrl))
    console.log(`${warmed} image renditions rendered before measuring.`)
    if (parts.includes('lighthouse')) lighthouseSection = await lighthouse(ROUTES, RUNS)
    if (parts.includes('first-interaction')) interactionSection = await firstInteraction()
  } finally {
    server.kill()
  }

  const lighthouseResults = lighthouseSection ?? {
    measuredAt: previous.measuredAt ?? '(not measured)',
    environment: previous.environment,
    runsPerPage: previous.runsPerPage ?? RUNS,
    results: previous.results ?? [],
    budgets: previous.budgets ?? [],
  }
  const results: Results = {
    ...lighthouseResults,
    ...((interactionSection ?? previous.firstInteraction) && {
      firstInteraction: interactionSection ?? previous.firstInteraction,
    }),
  }
  console.log(`\n${await writeResults(results)}`)
  reportBudgets([...results.budgets, ...(results.firstInteraction?.budgets ?? [])])
  if (!lighthouseSection)
    console.log("Lighthouse not run this time: its results are the last run's.")
  else reportBusyMachine(lighthouseSection)
  if (!interactionSection) {
    console.log("First interaction not run this time: its results are the last run's.")
  }
  console.log(`Raw Lighthouse reports: ${REPORTS}`)
}

/** `--setup=npm-start` clocks the editor's day on `npm start`; the default, on the deployed builds. */
function editorSetup(): EditorSetup {
  const setup = process.argv.find((arg) => arg.startsWith('--setup='))?.slice('--setup='.length)
  if (setup === undefined || setup === 'deployed') return 'deployed'
  if (setup === 'npm-start') return setup
  throw new Error(`Unknown --setup=${setup}: use --setup=deployed or --setup=npm-start.`)
}

// The editor's bench builds and serves the Studio and the site itself: its own results.
if (only === 'editor') await runEditorBench(editorSetup())
else await main()
