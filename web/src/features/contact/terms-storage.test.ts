import { afterEach, describe, expect, it, vi } from 'vitest'
import { readTermsAccepted, TERMS_STORAGE_KEY, writeTermsAccepted } from './terms-storage'

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[TERMS_STORAGE_KEY, initial]])
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  }
}

const throwing = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError')
  },
}

describe('terms storage (aceptacionCondiciones)', () => {
  afterEach(() => localStorage.clear())

  it('is false when nothing is stored', () => {
    expect(readTermsAccepted(memoryStorage())).toBe(false)
  })

  it.each([
    ['true', true],
    ['false', false],
    ['"true"', false],
    ['1', false],
    ['sí', false],
    ['{"accepted":true}', false],
    ['', false],
  ])('reads %j as %s', (stored, accepted) => {
    expect(readTermsAccepted(memoryStorage(stored))).toBe(accepted)
  })

  it('is false when storage throws, and writing reports that it could not store', () => {
    expect(readTermsAccepted(throwing)).toBe(false)
    expect(writeTermsAccepted(true, throwing)).toBe(false)
  })

  it('writes the choice under the spec key and reads it back', () => {
    const storage = memoryStorage()
    expect(writeTermsAccepted(true, storage)).toBe(true)
    expect(storage.items.get('aceptacionCondiciones')).toBe('true')
    expect(readTermsAccepted(storage)).toBe(true)
  })

  it('uses the browser localStorage by default', () => {
    writeTermsAccepted(true)
    expect(localStorage.getItem('aceptacionCondiciones')).toBe('true')
    expect(readTermsAccepted()).toBe(true)
  })

  it('survives a browser where touching localStorage throws', () => {
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(readTermsAccepted()).toBe(false)
    expect(writeTermsAccepted(true)).toBe(false)
    blocked.mockRestore()
  })
})
