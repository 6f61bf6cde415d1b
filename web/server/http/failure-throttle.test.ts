import { describe, expect, it } from 'vitest'
import { createFailureThrottle } from './failure-throttle.ts'

describe('createFailureThrottle', () => {
  const clock = () => {
    let time = 0
    return { now: () => time, advance: (ms: number) => (time += ms) }
  }

  it('blocks a client after its failures until the window ends', () => {
    const { now, advance } = clock()
    const throttle = createFailureThrottle({ maxFailures: 3, windowMs: 60_000, now })
    for (let i = 0; i < 3; i += 1) {
      expect(throttle.retryAfter('a')).toBeUndefined()
      throttle.recordFailure('a')
    }
    expect(throttle.retryAfter('a')).toBe(60)
    expect(throttle.retryAfter('b')).toBeUndefined()
    advance(59_000)
    expect(throttle.retryAfter('a')).toBe(1)
    advance(1_000)
    expect(throttle.retryAfter('a')).toBeUndefined()
  })

  it('keeps a blocked client blocked however many other clients come', () => {
    const { now } = clock()
    const throttle = createFailureThrottle({
      maxFailures: 2,
      windowMs: 60_000,
      maxClients: 100,
      now,
    })
    throttle.recordFailure('blocked')
    throttle.recordFailure('blocked')
    for (let i = 0; i < 10_100; i += 1) throttle.recordFailure(`other-${i}`)
    expect(throttle.retryAfter('blocked')).toBe(60)
  })

  it('refuses new clients while the table is full of blocked ones (fails closed)', () => {
    const { now, advance } = clock()
    const throttle = createFailureThrottle({ maxFailures: 1, windowMs: 60_000, maxClients: 5, now })
    for (let i = 0; i < 5; i += 1) throttle.recordFailure(`blocked-${i}`)
    expect(throttle.retryAfter('newcomer')).toBe(60)
    advance(60_000)
    expect(throttle.retryAfter('newcomer')).toBeUndefined()
    expect(throttle.retryAfter('blocked-0')).toBeUndefined()
  })
})
