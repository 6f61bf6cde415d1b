import { describe, expect, it } from 'vitest'
import { countries } from './countries'
import type { CountrySeed } from './countries'

const byEs = (a: string, b: string) => a.localeCompare(b, 'es')

function country(value: string): CountrySeed {
  const found = countries.find((c) => c.value === value)
  if (!found) throw new Error(`missing country ${value}`)
  return found
}

function citiesOf(value: string, stateName: string): string[] {
  const state = country(value).states.find((s) => s.name === stateName)
  if (!state) throw new Error(`missing state ${stateName} in ${value}`)
  return state.cities
}

describe('countries seed', () => {
  it('holds Colombia and Mexico with their dial codes and flags', () => {
    expect(countries.map((c) => c.value)).toEqual(['CO', 'MX'])
    expect(country('CO')).toMatchObject({
      name: 'Colombia',
      label: 'Colombia',
      dialCode: '+57',
      nationalNumberLength: 10,
      flag: { path: 'flags/co.svg', alt: 'Bandera de Colombia' },
    })
    expect(country('MX')).toMatchObject({
      name: 'México',
      label: 'México',
      dialCode: '+52',
      nationalNumberLength: 10,
      flag: { path: 'flags/mx.svg', alt: 'Bandera de México' },
    })
  })

  it('lists every first-level division', () => {
    expect(country('CO').states).toHaveLength(33)
    expect(country('MX').states).toHaveLength(32)
  })

  it.each(countries.map((c) => [c.value, c] as const))('%s has unique, sorted states', (_, c) => {
    const names = c.states.map((s) => s.name)
    expect(new Set(names).size).toBe(names.length)
    expect(names).toEqual([...names].sort(byEs))
  })

  it.each(countries.flatMap((c) => c.states.map((s) => [c.value, s.name, s.cities] as const)))(
    '%s / %s has unique cities, capital first then alphabetical',
    (_, __, cities) => {
      expect(cities.length).toBeGreaterThanOrEqual(1)
      expect(new Set(cities).size).toBe(cities.length)
      expect(cities.every((city) => city.trim() === city && city.length > 0)).toBe(true)
      const rest = cities.slice(1)
      expect(rest).toEqual([...rest].sort(byEs))
    },
  )

  it('includes Bogotá D.C. and Cundinamarca with Cota', () => {
    expect(citiesOf('CO', 'Bogotá D.C.')).toEqual(['Bogotá'])
    expect(citiesOf('CO', 'Cundinamarca')).toEqual(
      expect.arrayContaining([
        'Cota',
        'Chía',
        'Soacha',
        'Zipaquirá',
        'Facatativá',
        'Fusagasugá',
        'Girardot',
        'Mosquera',
        'Madrid',
        'Funza',
      ]),
    )
  })

  it('includes Ciudad de México', () => {
    expect(citiesOf('MX', 'Ciudad de México')).toContain('Coyoacán')
  })

  it.each([
    ['CO', 'Amazonas', 'Leticia'],
    ['CO', 'Antioquia', 'Medellín'],
    ['CO', 'Arauca', 'Arauca'],
    ['CO', 'Archipiélago de San Andrés, Providencia y Santa Catalina', 'San Andrés'],
    ['CO', 'Casanare', 'Yopal'],
    ['CO', 'Chocó', 'Quibdó'],
    ['CO', 'Guainía', 'Inírida'],
    ['CO', 'Guaviare', 'San José del Guaviare'],
    ['CO', 'Putumayo', 'Mocoa'],
    ['CO', 'Vaupés', 'Mitú'],
    ['CO', 'Vichada', 'Puerto Carreño'],
    ['MX', 'Baja California', 'Mexicali'],
    ['MX', 'Baja California Sur', 'La Paz'],
    ['MX', 'Chiapas', 'Tuxtla Gutiérrez'],
    ['MX', 'Guerrero', 'Chilpancingo'],
    ['MX', 'Quintana Roo', 'Chetumal'],
    ['MX', 'Tamaulipas', 'Ciudad Victoria'],
    ['MX', 'Veracruz', 'Xalapa'],
  ])('%s / %s starts with its capital %s', (value, stateName, capital) => {
    expect(citiesOf(value, stateName)[0]).toBe(capital)
  })
})
