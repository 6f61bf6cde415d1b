import { products } from '../../seed/content/products/index.ts'

/** The seed product a route shows, by its slug. */
export function seedProduct(slug: string) {
  const product = products.find((candidate) => candidate.slug === slug)
  if (!product) throw new Error(`The seed content has no product ${slug}`)
  return product
}

/** The cards of each catalogue of spec §2, section by section, in the spec's order. */
export const catalogues = [
  {
    path: 'paraTuAuto',
    heading: 'ASEO Y MANTENIMIENTO PARA AUTOS Y MOTOS',
    sections: [
      {
        heading: 'Embellecimiento y Cuidado Exterior',
        slugs: [
          'RestauradorDeFaros',
          'SprayPolish',
          'CarnaubaCarWax',
          'RubbingCompound',
          'GlassAntiFog',
          'AirConditionerCleaner',
          'DashboardPolishSilicone',
          'SuperTireShine',
        ],
      },
      {
        heading: 'Limpieza Interna y Desempeño',
        slugs: [
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
        ],
      },
    ],
  },
  {
    path: 'paraTuHogar',
    heading: 'Para tu Hogar',
    sections: [
      {
        heading: undefined,
        slugs: [
          'AirDuster',
          'LeackStopSpray',
          'FoamCleaner',
          'ElectricalContactCleaner',
          'GlassAntiFog',
          'FurniturePolish',
        ],
      },
    ],
  },
  { path: 'paraTuTrabajo', heading: 'Tu Trabajo', sections: [] },
] as const

/** The five silicone pages and the scent each one is, in the order the thumbnails show them. */
export const scentPages = [
  { name: 'Café', slug: 'DashboardPolishSilicone' },
  { name: 'Jazmín', slug: 'DashboardPolishSiliconeJazmin' },
  { name: 'Limón', slug: 'DashboardPolishSiliconeLimon' },
  { name: 'Océano', slug: 'DashboardPolishSiliconeOcean' },
  { name: 'Rosa', slug: 'DashboardPolishSiliconeRosado' },
]
