import { describe, expect, it } from 'vitest'
import {
  claimed,
  failed,
  isDue,
  isLost,
  MAX_AUTOMATIC_ATTEMPTS,
  retryDelayMs,
  SEND_DEADLINE_MS,
  sent,
  SEND_LEASE_MS,
} from './notice-schedule.ts'

const now = new Date('2026-03-02T15:00:00.000Z')
const later = (ms: number) => new Date(now.getTime() + ms)

describe('the e-mail to sales, retried with backoff', () => {
  it('waits 1, 2, 4, 8 minutes… and never more than 6 hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000])
    expect(retryDelayMs(20)).toBe(6 * 60 * 60_000)
  })

  it('is due when new, and after a failure only once its wait is over', () => {
    expect(isDue({ status: 'pending', attempts: 0 }, now)).toBe(true)
    const afterFailure = failed({ status: 'sending', attempts: 0 }, 'connect ECONNREFUSED', now)
    expect(afterFailure).toEqual({
      status: 'failed',
      attempts: 1,
      lastError: 'connect ECONNREFUSED',
      nextAttemptAt: later(60_000).toISOString(),
    })
    expect(isDue(afterFailure, later(59_999))).toBe(false)
    expect(isDue(afterFailure, later(60_000))).toBe(true)
    const second = failed(afterFailure, 'again', later(60_000))
    expect(second.nextAttemptAt).toBe(later(60_000 + 120_000).toISOString())
  })

  it('stops retrying on its own after the last automatic attempt', () => {
    const last = failed({ status: 'failed', attempts: MAX_AUTOMATIC_ATTEMPTS - 1 }, 'down', now)
    expect(last).toEqual({ status: 'failed', attempts: MAX_AUTOMATIC_ATTEMPTS, lastError: 'down' })
    expect(isDue(last, later(365 * 24 * 60 * 60_000))).toBe(false)
    // «Reintentar envío» makes it due again, whatever the count.
    expect(isDue({ ...last, status: 'pending', nextAttemptAt: now.toISOString() }, now)).toBe(true)
  })

  it('never sends a sent notice again, nor one another server is sending', () => {
    expect(isDue(sent({ status: 'sending', attempts: 2 }, now), later(1e9))).toBe(false)
    expect(sent({ status: 'sending', attempts: 2 }, now)).toEqual({
      status: 'sent',
      attempts: 3,
      sentAt: now.toISOString(),
    })
    const sending = claimed({ status: 'pending', attempts: 0 }, now)
    expect(sending).toEqual({
      status: 'sending',
      attempts: 0,
      claimedAt: now.toISOString(),
      nextAttemptAt: later(SEND_LEASE_MS).toISOString(),
    })
    expect(isDue(sending, later(SEND_LEASE_MS - 1))).toBe(false)
    expect(isLost(sending, later(SEND_LEASE_MS - 1))).toBe(false)
    // A send whose server died meanwhile is due again, as a lost attempt.
    expect(isDue(sending, later(SEND_LEASE_MS))).toBe(true)
    expect(isLost(sending, later(SEND_LEASE_MS))).toBe(true)
  })

  it('keeps a send alive its own: «Reintentar envío» pressed meanwhile waits for its lease', () => {
    const sending = claimed({ status: 'pending', attempts: 0 }, now)
    const pressed = { ...sending, status: 'pending' as const, nextAttemptAt: now.toISOString() }
    expect(isDue(pressed, later(1_000))).toBe(false)
    expect(isDue(pressed, later(SEND_LEASE_MS))).toBe(true)
    // A failure or a success ends the claim: the next try follows the backoff alone.
    expect(failed(sending, 'down', now).claimedAt).toBeUndefined()
  })

  it('bounds a send well within its lease', () => {
    expect(SEND_DEADLINE_MS * 2).toBeLessThan(SEND_LEASE_MS)
  })

  it('leaves requests stored before notices existed alone', () => {
    expect(isDue(undefined, now)).toBe(false)
  })
})
