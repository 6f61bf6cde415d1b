import { describe, expect, test } from 'vitest'
import { mapPlaceUrl } from './map-place-url'

describe('the place an embedded map shows', () => {
  test('is the address searched on Google Maps, or the embed without output=embed', () => {
    expect(mapPlaceUrl('https://www.google.com/maps?q=Cota&output=embed', 'Km 2.5, Cota')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Km%202.5%2C%20Cota',
    )
    expect(mapPlaceUrl('https://www.google.com/maps?q=Cota&output=embed', undefined)).toBe(
      'https://www.google.com/maps?q=Cota',
    )
  })
})
