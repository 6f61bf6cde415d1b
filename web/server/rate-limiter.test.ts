import { describe, expect, it } from 'vitest'
import { clientKey } from './http/client-key.ts'
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

  it('allows exactly one request with a limit of one', () => {
    const take = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0 })
    expect(take('a')).toEqual({ allowed: true })
    expect(take('a')).toEqual({ allowed: false, retryAfterSeconds: 60 })
  })

  it('forgets the oldest clients under their limit beyond its memory', () => {
    const take = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => 0, maxClients: 2 })
    take('a')
    take('b')
    take('c')
    // 'a' was forgotten: it counts afresh; 'c' is still counted.
    expect(take('a')).toEqual({ allowed: true })
    expect(take('a')).toEqual({ allowed: true })
    expect(take('a')).toEqual({ allowed: false, retryAfterSeconds: 60 })
  })

  it('keeps a blocked address blocked after 10,100 other addresses (the default memory)', () => {
    let time = 0
    const take = createRateLimiter({ limit: 10, windowMs: 600_000, now: () => time })
    for (let request = 0; request < 10; request++) take('198.51.100.7')
    for (let other = 0; other < 10_100; other++) {
      time += 1
      take(`10.${(other >> 16) & 255}.${(other >> 8) & 255}.${other & 255}`)
    }
    expect(take('198.51.100.7')).toMatchObject({ allowed: false })
    time = 600_000
    expect(take('198.51.100.7')).toEqual({ allowed: true })
  })

  it('counts every address of one IPv6 /64 together', () => {
    const take = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => 0 })
    for (const suffix of ['1', '2', 'ef01:2345:6789']) {
      expect(take(clientKey(`2001:db8:1:2::${suffix}`))).toEqual({ allowed: true })
    }
    expect(take(clientKey('2001:db8:1:2:ffff::1'))).toMatchObject({ allowed: false })
    expect(take(clientKey('2001:db8:1:3::1'))).toEqual({ allowed: true })
  })
})
