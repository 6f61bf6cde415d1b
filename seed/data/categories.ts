import { siteMedia } from '../lib/media-paths.ts'
import type { CategorySlug, ImageContent, SeoContent } from './types.ts'

export interface CatalogueSectionContent {
  heading?: string
  productSlugs: string[]
}

export interface CategoryContent {
  slug: CategorySlug
  title: string
  menuLabel: string
  homeCard: {
    title: string
    description: string
    icon: ImageContent
    buttonText: string
  }
  introHeading?: string
  introDescription?: string
  sections: CatalogueSectionContent[]
  emptyStateText?: string
  seo: SeoContent
}

/** The three catalogue screens of spec §2, with exactly the cards each one lists, in order. */
export const categories: CategoryContent[] = [
  {
    slug: 'paraTuAuto',
    title: 'Para tu vehiculo',
    menuLabel: 'Para tu vehiculo',
    homeCard: {
      title: 'Auto y Moto',
      description:
        'Limpieza, brillo y mantenimiento para tu carro y tu moto: pintura, llantas, motor y cadena.',
      icon: { path: siteMedia.categoryIcons.paraTuAuto, alt: 'Ícono de un auto y una moto' },
      buttonText: 'Ver productos',
    },
    introHeading: 'ASEO Y MANTENIMIENTO PARA AUTOS Y MOTOS',
    introDescription:
      'Productos en aerosol y líquidos para el embellecimiento exterior, la limpieza interna y el buen desempeño de tu carro o tu moto, pensados para el clima y las vías de Colombia.',
    sections: [
      {
        heading: 'Embellecimiento y Cuidado Exterior',
        productSlugs: [
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
        productSlugs: [
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
    seo: {
      title: 'Productos para autos y motos | Rehoboth',
      description:
        'Aseo y mantenimiento para autos y motos: restaurador de faros, ceras, siliconas, brillallantas, limpiadores de motor, frenos y cadenas.',
    },
  },
  {
    slug: 'paraTuHogar',
    title: 'Para tu Hogar',
    menuLabel: 'Para tu Hogar',
    homeCard: {
      title: 'Hogar',
      description:
        'Soluciones prácticas para limpiar, proteger y reparar en casa, de los muebles a las tuberías.',
      icon: { path: siteMedia.categoryIcons.paraTuHogar, alt: 'Ícono de una casa' },
      buttonText: 'Ver productos',
    },
    sections: [
      {
        productSlugs: [
          'AirDuster',
          'LeackStopSpray',
          'FoamCleaner',
          'ElectricalContactCleaner',
          'GlassAntiFog',
          'FurniturePolish',
        ],
      },
    ],
    seo: {
      title: 'Productos para el hogar | Rehoboth',
      description:
        'Limpieza y mantenimiento para el hogar: lustramuebles, sellador de filtraciones, espuma limpiadora, aire comprimido y limpiavidrios.',
    },
  },
  {
    slug: 'paraTuTrabajo',
    title: 'Para tu Trabajo',
    menuLabel: 'Para tu Trabajo',
    homeCard: {
      title: 'Trabajo',
      description:
        'Productos para el mantenimiento de equipos, oficinas y talleres, listos para el trabajo diario.',
      icon: { path: siteMedia.categoryIcons.paraTuTrabajo, alt: 'Ícono de un maletín de trabajo' },
      buttonText: 'Ver productos',
    },
    introHeading: 'Tu Trabajo',
    sections: [],
    emptyStateText: 'Pendiente',
    seo: {
      title: 'Productos para tu trabajo | Rehoboth',
      description:
        'Productos Rehoboth para el mantenimiento de equipos, oficinas y talleres: limpieza de contactos eléctricos, aire comprimido y espumas.',
    },
  },
]
