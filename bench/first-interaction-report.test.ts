import { describe, expect, it } from 'vitest'
import {
  checkInteractionBudgets,
  interactionTable,
  lostCharacters,
  summarizeInteractions,
  TYPED_TEXT,
  type InteractionRun,
} from './first-interaction-report.ts'

const run = (overrides: Partial<InteractionRun> = {}): InteractionRun => ({
  takeoverMs: 1800,
  tapToPanelMs: { menu: 40, whatsapp: 60, categorias: 30 },
  tapAfterFcpMs: [150, 170, 160],
  ...overrides,
})

describe('lostCharacters', () => {
  it('counts what is missing from the first character that differs', () => {
    expect(lostCharacters('Ana María', 'Ana María')).toBe(0)
    expect(lostCharacters('', 'Ana María')).toBe(9)
    expect(lostCharacters('Ana', 'Ana María')).toBe(6)
    expect(lostCharacters('Xna María', 'Ana María')).toBe(9)
  })
})

describe('the first-interaction summary', () => {
  it('takes medians, counts lost taps over every run and meets the budgets when nothing is lost', () => {
    const results = summarizeInteractions(
      new Map([
        [
          '/Contacto',
          [
            run({ takeoverMs: 1700, typedValue: TYPED_TEXT }),
            run({ takeoverMs: 1900, typedValue: TYPED_TEXT }),
            run({ takeoverMs: 1800, typedValue: TYPED_TEXT }),
          ],
        ],
      ]),
    )
    expect(results).toEqual([
      {
        route: '/Contacto',
        runs: 3,
        takeoverMs: 1800,
        tapAfterFcpMs: 160,
        tapToPanelMs: { menu: 40, whatsapp: 60, categorias: 30 },
        lostByTap: { menu: 0, whatsapp: 0, categorias: 0 },
        lostTaps: 0,
        lostCharacters: 0,
      },
    ])
    expect(checkInteractionBudgets(results).every((budget) => budget.met)).toBe(true)
    expect(interactionTable(results)).toContain(
      '| /Contacto | 1800 | 160 | 40 (pass) | 60 (pass) |',
    )
  })

  it('fails a page with a lost tap, a slow panel or lost characters', () => {
    const results = summarizeInteractions(
      new Map([
        [
          '/',
          [
            run({ tapToPanelMs: { menu: null, whatsapp: 250, categorias: 30 }, typedValue: '' }),
            run({ tapToPanelMs: { menu: 50, whatsapp: 260, categorias: 30 }, typedValue: '' }),
          ],
        ],
      ]),
    )
    const missed = checkInteractionBudgets(results).filter((budget) => !budget.met)
    expect(missed.map((budget) => budget.name)).toEqual([
      'lost taps',
      'menu panel',
      'whatsapp panel',
      'lost characters',
    ])
    expect(results[0]?.lostCharacters).toBe(18)
    expect(interactionTable(results)).toContain('| 50, never in 1 of 2 (FAIL) | 255 (FAIL) |')
    expect(interactionTable(results)).toContain('| 1 (FAIL) |')
  })

  it('reports a panel that never showed in any run as never shown', () => {
    const results = summarizeInteractions(
      new Map([
        ['/', [run({ tapToPanelMs: { menu: null } }), run({ tapToPanelMs: { menu: null } })]],
      ]),
    )
    expect(results[0]?.tapToPanelMs.menu).toBeNull()
    expect(results[0]?.lostTaps).toBe(2)
    expect(interactionTable(results)).toContain('never (FAIL)')
  })

  it('gives the taps’ median moment, and a dash for results measured before it was recorded', () => {
    const [page] = summarizeInteractions(
      new Map([['/', [run({ tapAfterFcpMs: [120, 400, 130] }), run({ tapAfterFcpMs: [140] })]]]),
    )
    expect(page?.tapAfterFcpMs).toBe(135)
    const { tapAfterFcpMs: _notRecorded, ...older } = page!
    expect(interactionTable([older])).toContain('| / | 1800 | – | 40 (pass) |')
  })
})
