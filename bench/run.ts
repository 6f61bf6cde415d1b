import { spawn, spawnSync } from 'node:child_process'
import { cp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { auditPage } from './lighthouse-run.ts'
import { checkBudgets, FLOOR_ROUTE, markdownTable, summarize } from './report.ts'
import type { RunMetrics } from './report.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const BUILT_SITE = path.join(ROOT, 'web/dist/client')
const REPORTS = path.join(tmpdir(), 'rehoboth-bench')
const SITE = path.join(REPORTS, 'site')
const FLOOR_DIRECTORY = '__bench-floor'
const PORT = Number(process.env.BENCH_PORT ?? 4180)
const ORIGIN = `http://127.0.0.1:${PORT}`
const BASE = '/rehoboth/'
const RUNS = 3
const ROUTES = ['/', '/paraTuAuto', '/RestauradorDeFaros', '/Contacto']

function pageUrl(route: string): string {
  const sitePath = route === FLOOR_ROUTE ? `${FLOOR_DIRECTORY}/` : route.slice(1)
  return `${ORIGIN}${BASE}${sitePath}`
}

function build() {
  console.log('Building the site (npm run build)…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('npm run build failed')
}

/** The floor must show the very image the home page shows as its largest contentful paint. */
async function checkFloorMatchesHome() {
  const home = await readFile(path.join(BUILT_SITE, 'index.html'), 'utf8')
  const floor = await readFile(path.join(ROOT, 'bench/floor/index.html'), 'utf8')
  const floorImage = /srcset="([^"]+)"/.exec(floor)?.[1]?.split(',')[0]?.trim().split(' ')[0]
  if (!floorImage || !home.includes(floorImage)) {
    console.warn(
      `WARNING: the floor page's hero (${floorImage}) is not on the built home page; ` +
        'update bench/floor/index.html to the home page hero.',
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

async function main() {
  if (!process.argv.includes('--no-build')) build()
  await checkFloorMatchesHome()
  await rm(SITE, { recursive: true, force: true })
  await cp(BUILT_SITE, SITE, { recursive: true })
  await cp(path.join(ROOT, 'bench/floor'), path.join(SITE, FLOOR_DIRECTORY), { recursive: true })
  const server = await startPreview()
  const runsByRoute = new Map<string, RunMetrics[]>()
  try {
    // Round-robin, so that a slow moment of the machine does not hit one page's three runs.
    for (let run = 1; run <= RUNS; run++) {
      for (const route of [FLOOR_ROUTE, ...ROUTES]) {
        const started = Date.now()
        const { metrics, report } = await auditPage(pageUrl(route))
        const name = route === '/' ? 'home' : route.replace(/\W/g, '')
        await writeFile(path.join(REPORTS, `${name}-${run}.json`), report)
        runsByRoute.set(route, [...(runsByRoute.get(route) ?? []), metrics])
        console.log(
          `run ${run}/${RUNS} ${route}: performance ${metrics.performance}, ` +
            `LCP ${Math.round(metrics.lcpMs)} ms (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        )
      }
    }
  } finally {
    server.kill()
  }

  const results = summarize(runsByRoute)
  const budgets = checkBudgets(results)
  const table = markdownTable(results)
  const measuredAt = new Date().toISOString()
  await writeFile(
    path.join(ROOT, 'bench/results.json'),
    JSON.stringify({ measuredAt, runsPerPage: RUNS, results, budgets }, null, 2) + '\n',
  )
  await writeFile(
    path.join(ROOT, 'bench/results.md'),
    `# Benchmark\n\nLighthouse 13, mobile preset with simulated throttling, median of ${RUNS} runs ` +
      `(${measuredAt}). KB are 1000 bytes, transferred.\n\n${table}\n`,
  )
  console.log(`\n${table}\n`)
  for (const budget of budgets) {
    console.log(
      `${budget.met ? 'met   ' : 'MISSED'} ${budget.route} ${budget.name}: ${budget.detail}`,
    )
  }
  const missed = budgets.filter((budget) => !budget.met).length
  console.log(
    missed
      ? `\n${missed} of ${budgets.length} budgets MISSED.`
      : `\nAll ${budgets.length} budgets met.`,
  )
  console.log(`Raw Lighthouse reports: ${REPORTS}`)
}

await main()
