import { products } from '../../seed/content/products/index.ts'

/** Product addresses of spec §2, spelled exactly as the contract has them. */
export const productSlugs = [
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

function productTitle(slug: string): string {
  const product = products.find((candidate) => candidate.slug === slug)
  if (!product) throw new Error(`The seed content has no product ${slug}`)
  return product.title
}

export type SitePage = {
  /** Address below the base, '' for the home page. */
  path: string
  heading: string
}

/** Every route of spec §2 with the main heading the offline (seed) content gives it. */
export const sitePages: SitePage[] = [
  { path: '', heading: 'Rehoboth' },
  { path: 'Contacto', heading: 'Contáctanos' },
  { path: 'paraTuAuto', heading: 'ASEO Y MANTENIMIENTO PARA AUTOS Y MOTOS' },
  { path: 'paraTuHogar', heading: 'Para tu Hogar' },
  { path: 'paraTuTrabajo', heading: 'Tu Trabajo' },
  ...productSlugs.map((slug) => ({ path: slug, heading: productTitle(slug) })),
]
