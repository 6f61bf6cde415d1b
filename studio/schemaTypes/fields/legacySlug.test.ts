import { describe, expect, test } from 'vitest'
import { checkLegacySlug, legacySlugify } from './legacySlug'
import { catalogueRoutes, productRoutes } from '../../../test/spec-contract.ts'

describe('legacy slugs', () => {
  test.each([...productRoutes, ...catalogueRoutes])(
    '%s survives slugify and validation as is',
    (slug) => {
      expect(legacySlugify(slug)).toBe(slug)
      expect(checkLegacySlug(slug)).toBe(true)
    },
  )

  test('slugify only takes out spaces and keeps capitals', () => {
    expect(legacySlugify('  Chain Clean ')).toBe('ChainClean')
    expect(legacySlugify('Restaurador\tDe Faros')).toBe('RestauradorDeFaros')
    expect(legacySlugify('VBelt-Dresssing')).toBe('VBelt-Dresssing')
  })

  test.each(['Limón', 'Para tu auto', 'paraTuAuto/extra', 'Niño', 'Air_Duster', ''])(
    'rejects %j with a message for the editor',
    (slug) => {
      expect(checkLegacySlug(slug)).toEqual(expect.stringMatching(/\S/))
    },
  )

  test('a missing slug is reported', () => {
    expect(checkLegacySlug(undefined)).toBe('Escribe la dirección de la página (slug).')
  })
})
