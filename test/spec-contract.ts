/**
 * The routes and catalogue cards of the product contract (docs/contract.md, 'Addresses' and
 * 'Catalogues'), written once for every test that checks the site against them. The spellings,
 * odd ones included, are the contract.
 */

export const carProductRoutes = [
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
]
export const homeProductRoutes = ['FurniturePolish', 'LeackStopSpray', 'RocketPower']
export const workProductRoutes = ['AirDuster', 'FoamCleaner', 'ElectricalContactCleaner']

/** All 29 product pages. */
export const productRoutes = [...carProductRoutes, ...homeProductRoutes, ...workProductRoutes]

export const catalogueRoutes = ['paraTuAuto', 'paraTuHogar', 'paraTuTrabajo']

/** The home page's 'PRODUCTOS DESTACADOS' and every product page's 'También te puede interesar', in order. */
export const showcasedProducts = [
  'ChainClean',
  'SuperTireShine',
  'ChainLube',
  'RocketPower',
  'RestauradorDeFaros',
  'GlassAntiFog',
]

/** /paraTuAuto, section 'Embellecimiento y Cuidado Exterior'. */
export const exteriorCareCards = [
  'RestauradorDeFaros',
  'SprayPolish',
  'CarnaubaCarWax',
  'RubbingCompound',
  'GlassAntiFog',
  'AirConditionerCleaner',
  'DashboardPolishSilicone',
  'SuperTireShine',
]

/** /paraTuAuto, section 'Limpieza Interna y Desempeño': the 11 the spec names (its twelfth is unknown). */
export const performanceCards = [
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
]

/** /paraTuHogar: the cards of the home catalogue screen, work products included. */
export const homeCatalogueCards = [
  'AirDuster',
  'LeackStopSpray',
  'FoamCleaner',
  'ElectricalContactCleaner',
  'GlassAntiFog',
  'FurniturePolish',
]
