import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limiter.ts'

describe('createRateLimiter', () => {
  it('allows the limit per client and window, then says how long to wait', () => {
    let time = 1_000
    const take = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => time })
    expect(take('a')).toEqual({ allowed: true })
    expect(take('a')).toEqual({ allowed: true })
    time += 30_500
    expect(take('a')).toEqual({ allowed: false, retryAfterSeconds: 30 })
    expect(take('b')).toEqual({ allowed: true })
    time += 29_500
    expect(take('a')).toEqual({ allowed: true })
  })

  it('forgets the oldest clients beyond its memory', () => {
    const take = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0, maxClients: 2 })
    take('a')
    take('b')
    take('c')
    expect(take('a')).toEqual({ allowed: true })
    expect(take('c')).toEqual({ allowed: false, retryAfterSeconds: 60 })
  })
})
