import { describe, expect, it } from 'vitest'
import { ean13CheckDigit, isValidEan13, sampleEan13 } from './ean13.ts'

describe('ean13CheckDigit', () => {
  it.each([
    ['400638133393', 1],
    ['590123412345', 7],
    ['770123456789', 7],
    ['000000000000', 0],
  ])('gives the GS1 check digit of %s', (first12, checkDigit) => {
    expect(ean13CheckDigit(first12)).toBe(checkDigit)
  })

  it('refuses anything but 12 digits', () => {
    expect(() => ean13CheckDigit('12345678901')).toThrow(/12 digits/)
    expect(() => ean13CheckDigit('12345678901a')).toThrow(/12 digits/)
  })
})

describe('isValidEan13', () => {
  it('accepts a code whose last digit is its check digit', () => {
    expect(isValidEan13('4006381333931')).toBe(true)
  })

  it('rejects a wrong check digit or a wrong length', () => {
    expect(isValidEan13('4006381333932')).toBe(false)
    expect(isValidEan13('400638133393')).toBe(false)
  })
})

describe('sampleEan13', () => {
  it('builds a valid code in the restricted-circulation range from an item number', () => {
    const code = sampleEan13(7)
    expect(code).toBe('2900100000079')
    expect(isValidEan13(code)).toBe(true)
  })

  it('gives different items different codes', () => {
    expect(sampleEan13(1)).not.toBe(sampleEan13(2))
  })

  it('refuses item numbers that do not fit five digits', () => {
    expect(() => sampleEan13(0)).toThrow(/1 to 99999/)
    expect(() => sampleEan13(100_000)).toThrow(/1 to 99999/)
  })
})
