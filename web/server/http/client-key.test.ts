import { describe, expect, it } from 'vitest'
import { clientKey } from './client-key.ts'

describe('clientKey', () => {
  it('counts an IPv4 address as itself, written as IPv6 or not', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts every IPv6 address of one /64 as one client', () => {
    const key = clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')
    expect(key).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:0db8:0001:0002::1')).toBe(key)
    expect(clientKey('[2001:db8:1:2::ffff]')).toBe(key)
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key)
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('puts what is not an address under one key', () => {
    expect(clientKey(undefined)).toBe('unknown')
    expect(clientKey('not an address')).toBe('unknown')
  })
})
