import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { THROTTLING } from './first-interaction.ts'
import {
  interactionTable,
  PANEL_BUDGET_MS,
  TYPED_TEXT,
  type InteractionResult,
} from './first-interaction-report.ts'
import {
  BUSY_FLOOR_TBT_MS,
  busyMachineReasons,
  FIRST_ROUND_TRIP_BYTES,
  LCP_TO_FLOOR_BUDGET,
  markdownTable,
  pagesPastFirstRoundTrip,
  SLOW_BENCHMARK_INDEX,
} from './report.ts'
import type { Budget, PageResult } from './report.ts'

/** bench/results.json and bench/results.md: what the last `npm run bench` measured, per part. */

const RESULTS_JSON = fileURLToPath(new URL('results.json', import.meta.url))
const RESULTS_MARKDOWN = fileURLToPath(new URL('results.md', import.meta.url))
/** `--all`'s report: every prerendered page, beside the sampled run rather than in it. */
export const ALL_PAGES_MARKDOWN = fileURLToPath(new URL('all-pages.md', import.meta.url))

/** What measured: runs on different machines or browsers compare only with these in view. */
export type MachineEnvironment = { chromium: string; lighthouse: string; cores: number }

export type LighthouseSection = {
  measuredAt: string
  environment?: MachineEnvironment
  runsPerPage: number
  results: PageResult[]
  budgets: Budget[]
}
export type InteractionSection = {
  measuredAt: string
  runsPerPage: number
  throttling: typeof THROTTLING
  results: InteractionResult[]
  budgets: Budget[]
}
export type Results = LighthouseSection & { firstInteraction?: InteractionSection }

/** The last results, so a part not run this time keeps them. */
export async function previousResults(): Promise<Partial<Results>> {
  return readFile(RESULTS_JSON, 'utf8').then(
    (text) => JSON.parse(text) as Partial<Results>,
    () => ({}),
  )
}

const budgetLines = (budgets: Budget[]) =>
  budgets.map(
    (budget) =>
      `- ${budget.met ? 'pass' : '**FAIL**'} ${budget.route} ${budget.name}: ${budget.detail}`,
  )

/**
 * `--all`'s report: each page once, and the median of `runsPerPage` for those that missed a budget
 * in their first run (`measuredAgain`); the missed budgets listed, and the machine's quiet check.
 */
export function allPagesMarkdown(
  section: LighthouseSection,
  measuredAgain: string[],
  floorRuns: number,
): string {
  const missed = section.budgets.filter((budget) => !budget.met)
  return [
    '# Benchmark: every page',
    '',
    `\`npm run bench -- --all\`: Lighthouse 13, mobile preset with simulated throttling, every ` +
      `prerendered page once (${section.measuredAt}), the floor before and after them. KB are ` +
      '1000 bytes, transferred.' +
      (measuredAgain.length > 0
        ? ` Medians of ${section.runsPerPage} runs for the pages that missed a budget in their ` +
          `first (${measuredAgain.join(', ')}), and of ${floorRuns} for the floor.`
        : ` Median of ${floorRuns} runs for the floor.`) +
      (section.environment ? ` ${environmentSentence(section.environment)}` : ''),
    '',
    markdownTable(section.results),
    '',
    missed.length > 0
      ? budgetLines(missed).join('\n')
      : `All ${section.budgets.length} budgets met.`,
    ...firstRoundTripLines(section.results),
    ...busyMachineLines(section.results),
    '',
  ].join('\n')
}

function resultsMarkdown({ firstInteraction: interaction, ...lighthouse }: Results): string {
  const sections = [
    '# Benchmark',
    '',
    '## Lighthouse',
    '',
    `Lighthouse 13, mobile preset with simulated throttling, median of ${lighthouse.runsPerPage} runs ` +
      `(${lighthouse.measuredAt}). KB are 1000 bytes, transferred.` +
      (lighthouse.environment ? ` ${environmentSentence(lighthouse.environment)}` : ''),
    '',
    markdownTable(lighthouse.results),
    '',
    ...budgetLines(lighthouse.budgets),
    ...firstRoundTripLines(lighthouse.results),
    ...busyMachineLines(lighthouse.results),
  ]
  if (interaction) {
    const { latencyMs, downloadBitsPerSecond, cpuSlowdown } = interaction.throttling
    sections.push(
      '',
      '## First interaction',
      '',
      `Chromium at 390 x 844 (phone emulation; Categorias at 1280 x 800, where the header shows it), ` +
        `${latencyMs} ms round trip, ${downloadBitsPerSecond / 1e6} Mbps down, ${cpuSlowdown}x CPU ` +
        `slowdown, median of ${interaction.runsPerPage} loads per measure (${interaction.measuredAt}). ` +
        'Takeover: first contentful paint to `<html data-app="ready">` on a load nobody touches. ' +
        `Taps and typing ('${TYPED_TEXT}' into Nombres) start as soon as the page can be touched ` +
        '100 ms after the first contentful paint (the page reports that paint a little late, so the ' +
        "table gives each page's median moment of the press). A tap rests 100 ms on the control; " +
        "its panel's time runs from the release's own timestamp, as Interaction to Next Paint " +
        'counts it, so a wait for a busy main thread counts; a panel not shown 10 s after its tap ' +
        `is a lost tap. Budgets: 0 lost taps, 0 lost characters, panels within ${PANEL_BUDGET_MS} ` +
        'ms of the tap.',
      '',
      interactionTable(interaction.results),
      '',
      ...budgetLines(interaction.budgets),
    )
  }
  return sections.join('\n') + '\n'
}

function environmentSentence({ chromium, lighthouse, cores }: MachineEnvironment): string {
  return (
    `Measured with ${chromium} and Lighthouse ${lighthouse} on ${cores} cores. Bench index is ` +
    `Lighthouse's measure of the machine's speed (below ${SLOW_BENCHMARK_INDEX} marks the run ` +
    `busy, as does the floor's TBT over ${BUSY_FLOOR_TBT_MS} ms); CPU share is the share of the ` +
    "wall time of the page's long main-thread tasks during which the thread ran, for information."
  )
}

function firstRoundTripLines(results: PageResult[]): string[] {
  const past = pagesPastFirstRoundTrip(results)
  if (past.length === 0) return []
  return [
    '',
    `**HTML past the first round trip**: ${past.map((page) => page.route).join(', ')}. Lighthouse ` +
      `brings ${FIRST_ROUND_TRIP_BYTES / 1000} KB of a response in its first round trip; a longer ` +
      'page waits one more round trip before its images and styles start, and its FCP and LCP ' +
      `with it, past the LCP budget of ${LCP_TO_FLOOR_BUDGET} x the floor's. \`npm run size\` ` +
      'names the parts of its HTML that weigh most.',
  ]
}

function busyMachineLines(results: PageResult[]): string[] {
  const reasons = busyMachineReasons(results)
  if (reasons.length === 0) return []
  return [
    '',
    `**Busy machine**: ${reasons.join('; ')}. Lighthouse simulates from wall time, so waiting ` +
      'for a CPU counts as page work in TBT and the performance score; measure again on a quiet ' +
      'machine before comparing these with other runs.',
  ]
}

/** Writes both files and returns the Markdown. */
export async function writeResults(results: Results): Promise<string> {
  await writeFile(RESULTS_JSON, JSON.stringify(results, null, 2) + '\n')
  const markdown = resultsMarkdown(results)
  await writeFile(RESULTS_MARKDOWN, markdown)
  return markdown
}
