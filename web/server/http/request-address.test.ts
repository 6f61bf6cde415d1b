import { describe, expect, it } from 'vitest'
import {
  checkFetchRequestAddress,
  checkRequestAddress,
  MAX_PATH_LENGTH,
  MAX_QUERY_LENGTH,
} from './request-address.ts'

describe('checkRequestAddress', () => {
  it('decodes the path and the query of an address the site sends', () => {
    const check = checkRequestAddress(
      '/rehoboth/Para%20ti?query=*%5B_type%3D%3D%22product%22%5D&x=a+b',
    )
    expect(check).toMatchObject({
      ok: true,
      address: { rawPath: '/rehoboth/Para%20ti', path: '/rehoboth/Para ti' },
    })
    if (!check.ok) return
    expect(check.address.query.get('query')).toBe('*[_type=="product"]')
    expect(check.address.query.get('x')).toBe('a b')
  })

  it('keeps line breaks in query values: the site sends its GROQ queries that way', () => {
    expect(checkRequestAddress('/a?query=*%5B%0A%20true%0A%5D').ok).toBe(true)
  })

  it.each([
    ['/rehoboth/%E0%A4%A', 'percent-encoded UTF-8'],
    ['/rehoboth/%', 'percent-encoded UTF-8'],
    ['/rehoboth/%zz', 'percent-encoded UTF-8'],
    ['/rehoboth/%C0%AF', 'percent-encoded UTF-8'],
    ['/rehoboth/%ED%A0%80', 'percent-encoded UTF-8'],
    ['/rehoboth/?q=%E0%A4%A', 'percent-encoded UTF-8'],
    ['/rehoboth/?%FF=1', 'percent-encoded UTF-8'],
    ['/rehoboth/%00', 'control character'],
    ['/rehoboth/a%0d%0aSet-Cookie:%20x=1', 'control character'],
    ['/rehoboth/?q=%00', 'NUL'],
    ['/rehoboth/../etc/passwd', 'dot segment'],
    ['/rehoboth/%2e%2e/%2e%2e/etc/passwd', 'dot segment'],
    ['/rehoboth/assets/%2E%2E%2F%2E%2E%2Fpackage.json', 'dot segment'],
    ['/rehoboth/./', 'dot segment'],
    ['/rehoboth/..', 'dot segment'],
    ['/rehoboth/a\\b', 'backslash'],
    ['/rehoboth/%5C..%5Cpackage.json', 'backslash'],
    ['//evil.example/rehoboth/', 'not a path'],
    ['http://evil.example/rehoboth/', 'not a path'],
    ['*', 'not a path'],
    ['', 'empty'],
    ['/rehoboth/#x', 'fragment'],
    [`/${'a'.repeat(MAX_PATH_LENGTH)}`, 'too long'],
    [`/?q=${'a'.repeat(MAX_QUERY_LENGTH)}`, 'too long'],
  ])('refuses %j (%s)', (target, reason) => {
    const check = checkRequestAddress(target)
    expect(check.ok).toBe(false)
    expect(!check.ok && check.reason).toContain(reason)
  })
})

describe('checkFetchRequestAddress', () => {
  it('checks what is left of a URL after the Fetch API parsed it', () => {
    expect(checkFetchRequestAddress(new Request('https://x.example/rehoboth/api/contact')).ok).toBe(
      true,
    )
    expect(checkFetchRequestAddress(new Request('https://x.example/rehoboth/%E0%A4%A')).ok).toBe(
      false,
    )
    expect(
      checkFetchRequestAddress(new Request('https://x.example/rehoboth/a%2F..%2F..%2Fb')).ok,
    ).toBe(false)
  })
})
