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

  test('«Generar» writes each word with a capital, as the existing addresses are', () => {
    expect(legacySlugify('RESTAURADOR DE FAROS')).toBe('RestauradorDeFaros')
    expect(legacySlugify('ESPUMA LIMPIADORA QA')).toBe('EspumaLimpiadoraQa')
    expect(legacySlugify('Cera de prueba 123')).toBe('CeraDePrueba123')
    expect(legacySlugify('  Chain Clean ')).toBe('ChainClean')
    expect(legacySlugify('Restaurador\tDe Faros')).toBe('RestauradorDeFaros')
  })

  test('«Generar» takes accents and signs out, and keeps words written in mixed case', () => {
    expect(legacySlugify('LIMPIADOR DE TAPICERÍA & ALFOMBRAS')).toBe(
      'LimpiadorDeTapiceriaAlfombras',
    )
    expect(legacySlugify('Piñas, limón y más')).toBe('PinasLimonYMas')
    expect(legacySlugify('VBelt-Dresssing')).toBe('VBelt-Dresssing')
    expect(legacySlugify('WD 40 x 500ml')).toBe('Wd40X500ml')
  })

  test('every generated address passes the address rule', () => {
    for (const title of ['SILICONA PARA TABLERO', 'Ácido cítrico / 1 L', 'Ñandú']) {
      expect(checkLegacySlug(legacySlugify(title))).toBe(true)
    }
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
