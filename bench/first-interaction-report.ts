import { median, type Budget } from './report.ts'

/** The early interactions the scenario tries on every page, by the control's accessible name. */
export const TAPS = [
  { name: 'menu', label: 'Abrir menú' },
  { name: 'whatsapp', label: 'Abrir chat de WhatsApp' },
  { name: 'categorias', label: 'Categorias' },
] as const

export type TapName = (typeof TAPS)[number]['name']

/** The text typed into the contact form's 'Nombres' right after the page appears. */
export const TYPED_TEXT = 'Ana María'

/** How long after its tap a panel may take to show (issue 17). */
export const PANEL_BUDGET_MS = 200

/** One load of one page under the scenario's throttling. */
export interface InteractionRun {
  /** First contentful paint to `<html data-app="ready">`, on a load nobody touched. */
  takeoverMs: number
  /** Tap to its panel showing, per tap; null when the panel never showed (a lost tap). */
  tapToPanelMs: Partial<Record<TapName, number | null>>
  /** When each tap that reached the page came, after the first contentful paint. */
  tapAfterFcpMs: number[]
  /** What the 'Nombres' field held once the app had taken over; only on the contact page. */
  typedValue?: string
}

export interface InteractionResult {
  route: string
  runs: number
  takeoverMs: number
  /** Median moment of the taps after the first contentful paint (absent from older results). */
  tapAfterFcpMs?: number
  /** Median tap-to-panel time over the runs where the panel showed; null when it never did. */
  tapToPanelMs: Partial<Record<TapName, number | null>>
  /** Taps whose panel never showed, over all runs, per tap. */
  lostByTap: Partial<Record<TapName, number>>
  /** Taps whose panel never showed, over all runs. */
  lostTaps: number
  /** Characters typed early that were not in the field afterwards, over all runs; null untried. */
  lostCharacters: number | null
}

/** Characters of `expected` missing from `value`: all of them past the first that differs. */
export function lostCharacters(value: string, expected: string): number {
  let kept = 0
  while (kept < expected.length && value[kept] === expected[kept]) kept++
  return expected.length - kept
}

export function summarizeInteractions(
  runsByRoute: Map<string, InteractionRun[]>,
): InteractionResult[] {
  return [...runsByRoute].map(([route, runs]) => {
    const tapToPanelMs: InteractionResult['tapToPanelMs'] = {}
    const lostByTap: InteractionResult['lostByTap'] = {}
    let lostTaps = 0
    for (const { name } of TAPS) {
      const tried = runs.map((run) => run.tapToPanelMs[name]).filter((ms) => ms !== undefined)
      if (tried.length === 0) continue
      const shown = tried.filter((ms): ms is number => ms !== null)
      lostTaps += tried.length - shown.length
      lostByTap[name] = tried.length - shown.length
      tapToPanelMs[name] = shown.length > 0 ? median(shown) : null
    }
    const tapMoments = runs.flatMap((run) => run.tapAfterFcpMs)
    const typed = runs.map((run) => run.typedValue).filter((value) => value !== undefined)
    return {
      route,
      runs: runs.length,
      takeoverMs: median(runs.map((run) => run.takeoverMs)),
      ...(tapMoments.length > 0 && { tapAfterFcpMs: median(tapMoments) }),
      tapToPanelMs,
      lostByTap,
      lostTaps,
      lostCharacters:
        typed.length > 0
          ? typed.reduce((sum, value) => sum + lostCharacters(value, TYPED_TEXT), 0)
          : null,
    }
  })
}

/** The issue's first-interaction budgets: no lost tap or character, panels within 200 ms. */
export function checkInteractionBudgets(results: InteractionResult[]): Budget[] {
  return results.flatMap((page) => {
    const budgets: Budget[] = [
      {
        route: page.route,
        name: 'lost taps',
        met: page.lostTaps === 0,
        detail: `${page.lostTaps} (0)`,
      },
    ]
    for (const { name } of TAPS) {
      const ms = page.tapToPanelMs[name]
      if (ms === undefined) continue
      const lost = page.lostByTap[name] ?? 0
      budgets.push({
        route: page.route,
        name: `${name} panel`,
        met: ms !== null && ms <= PANEL_BUDGET_MS && lost === 0,
        detail:
          `${ms === null ? 'never shown' : `${Math.round(ms)} ms`}` +
          `${ms !== null && lost > 0 ? `, never shown in ${lost} of ${page.runs} runs` : ''}` +
          ` (<= ${PANEL_BUDGET_MS} ms)`,
      })
    }
    if (page.lostCharacters !== null) {
      budgets.push({
        route: page.route,
        name: 'lost characters',
        met: page.lostCharacters === 0,
        detail: `${page.lostCharacters} (0)`,
      })
    }
    return budgets
  })
}

export function interactionTable(results: InteractionResult[]): string {
  const pass = (met: boolean) => (met ? 'pass' : 'FAIL')
  const panel = (page: InteractionResult, tap: TapName) => {
    const ms = page.tapToPanelMs[tap]
    const lost = page.lostByTap[tap] ?? 0
    if (ms === undefined) return '–'
    if (ms === null) return 'never (FAIL)'
    if (lost > 0) return `${Math.round(ms)}, never in ${lost} of ${page.runs} (FAIL)`
    return `${Math.round(ms)} (${pass(ms <= PANEL_BUDGET_MS)})`
  }
  const header = [
    'Route',
    'Takeover after FCP (ms)',
    'Tap after FCP (ms)',
    'Menu tap → panel (ms)',
    'WhatsApp tap → panel (ms)',
    'Categorias tap → panel (ms)',
    'Lost taps',
    'Typed text kept',
  ]
  const rows = results.map((page) => [
    page.route,
    String(Math.round(page.takeoverMs)),
    page.tapAfterFcpMs === undefined ? '–' : String(Math.round(page.tapAfterFcpMs)),
    panel(page, 'menu'),
    panel(page, 'whatsapp'),
    panel(page, 'categorias'),
    `${page.lostTaps} (${pass(page.lostTaps === 0)})`,
    page.lostCharacters === null
      ? '–'
      : page.lostCharacters === 0
        ? 'yes (pass)'
        : `no, ${page.lostCharacters} characters lost (FAIL)`,
  ])
  return [header, header.map(() => '---'), ...rows]
    .map((row) => `| ${row.join(' | ')} |`)
    .join('\n')
}
