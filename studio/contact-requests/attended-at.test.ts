import { describe, expect, test } from 'vitest'
import { attendedAtPatch } from './attended-at'

const now = new Date('2026-06-02T15:30:00.000Z')

describe('«Atendida el» follows the Estado', () => {
  test('is noted when the request becomes «Atendido»', () => {
    expect(attendedAtPatch('nuevo', 'atendido', undefined, now)).toEqual({
      set: { attendedAt: '2026-06-02T15:30:00.000Z' },
    })
    expect(attendedAtPatch('en-proceso', 'atendido', undefined, now)).toEqual({
      set: { attendedAt: '2026-06-02T15:30:00.000Z' },
    })
  })

  test('is cleared when an attended request is reopened', () => {
    expect(attendedAtPatch('atendido', 'en-proceso', '2026-06-01T10:00:00Z', now)).toEqual({
      unset: ['attendedAt'],
    })
  })

  test('is left alone otherwise', () => {
    expect(attendedAtPatch('atendido', 'atendido', '2026-06-01T10:00:00Z', now)).toBeUndefined()
    expect(attendedAtPatch('nuevo', 'en-proceso', undefined, now)).toBeUndefined()
  })
})
