import { describe, expect, it } from 'vitest'
import { A_REFUSAL, anyOf, count, failed, newTally, summaryTable } from './tally.ts'

const answer = (status: number) => ({ kind: 'answer' as const, status, headers: {}, body: '' })

describe('the fuzz tally', () => {
  it('fails a run on an answer other than the case expects, naming the case', () => {
    const tally = newTally('content lake')
    expect(count(tally, answer(404), '#1 (query: other dataset)', { expect: anyOf([404]) })).toBe(
      false,
    )
    expect(failed(tally)).toBe(false)
    expect(count(tally, answer(200), '#2 (query: other dataset)', { expect: anyOf([404]) })).toBe(
      true,
    )
    expect(tally).toMatchObject({ cases: 2, '2xx': 1, '4xx': 1, unexpected: 1 })
    expect(tally.examples).toEqual([
      'case #2 (query: other dataset) answered 200 where 404 was expected',
    ])
    expect(failed(tally)).toBe(true)
    expect(summaryTable([tally])).toMatch(/\| unexpected \|[\s\S]*\| content lake \|.*\|\s+1 \|/)
  })

  it('fails an answer later than the case allows', () => {
    const tally = newTally('content lake')
    count(tally, answer(408), '#3 (heavyQuery: nested counts)', {
      expect: anyOf([408]),
      elapsedMs: 7_400,
      withinMs: 6_000,
    })
    expect(tally.unexpected).toBe(1)
    expect(tally.examples[0]).toBe(
      'case #3 (heavyQuery: nested counts) answered 408 after 7.4 s, over its 6.0 s',
    )
  })

  it('takes any 4xx as a refusal, and counts a 5xx as a 5xx only', () => {
    const tally = newTally('preview server')
    count(tally, answer(429), '#4', { expect: A_REFUSAL })
    count(tally, answer(303), '#5', { expect: A_REFUSAL })
    count(tally, answer(502), '#6', { expect: A_REFUSAL })
    expect(tally).toMatchObject({ '4xx': 1, '3xx': 1, '5xx': 1, unexpected: 1 })
    expect(summaryTable([tally])).toContain('preview server statuses: 303 ×1, 429 ×1, 502 ×1')
  })

  it('fails a run whose health checks failed', () => {
    const tally = newTally('content lake')
    tally.health = { checks: 10, failed: 1, medianMs: 3, slowestMs: 9 }
    expect(failed(tally)).toBe(false)
    tally.healthProblem = '1 got no 2xx in time'
    expect(failed(tally)).toBe(true)
    expect(summaryTable([tally])).toContain(
      'content lake health checks meanwhile: 10, 1 failed, median 3 ms, slowest 9 ms (1 got no 2xx in time)',
    )
  })

  it('keeps a few examples of each kind of failure', () => {
    const tally = newTally('content lake')
    for (let index = 0; index < 10; index += 1) {
      count(tally, answer(408), `#${index}`, { expect: anyOf([400]) })
    }
    count(tally, { kind: 'closed' }, '#10')
    expect(tally.examples).toHaveLength(5)
    expect(tally.examples.at(-1)).toBe('case #10 had its connection closed without an answer')
  })
})
