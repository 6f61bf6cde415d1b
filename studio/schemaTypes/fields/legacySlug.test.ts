import { describe, expect, test } from 'vitest'
import { checkLegacySlug, legacySlugify } from './legacySlug'

// Every product route of the previous site, spelled exactly as the spec lists them.
const legacyProductSlugs = [
  'RestauradorDeFaros',
  'SprayPolish',
  'CarnaubaCarWax',
  'RubbingCompound',
  'GlassAntiFog',
  'AirConditionerCleaner',
  'DashboardPolishSilicone',
  'DashboardPolishSiliconeLimon',
  'DashboardPolishSiliconeJazmin',
  'DashboardPolishSiliconeRosado',
  'DashboardPolishSiliconeOcean',
  'SuperTireShine',
  'TiresSealerInfltator',
  'BrakerPartsCleaner',
  'FuelInjectorCleaner',
  'ThrottleValveCleaner',
  'VBeltDresssing',
  'CarbClenaer',
  'MotorFlush',
  'StartingFluid',
  'EngineCleaner',
  'ChainClean',
  'ChainLube',
  'FurniturePolish',
  'LeackStopSpray',
  'RocketPower',
  'AirDuster',
  'FoamCleaner',
  'ElectricalContactCleaner',
]

const categorySlugs = ['paraTuAuto', 'paraTuHogar', 'paraTuTrabajo']

describe('legacy slugs', () => {
  test.each([...legacyProductSlugs, ...categorySlugs])(
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
