import type { ProductContent } from '../../content/types.ts'
import type { Headline } from './scene.ts'
import { brandBackdrop, headlineBlock, lineup } from './scene.ts'

export const slideSize = { width: 1600, height: 700 }

export function productBySlug(products: ProductContent[], slug: string): ProductContent {
  const product = products.find((candidate) => candidate.slug === slug)
  if (!product) throw new Error(`The seed content has no product "${slug}"`)
  return product
}

interface SlideDesign {
  file: string
  headline: Headline
  /** Slugs from back to front; the lineup is centred on the right half. */
  lineup: { slug: string; dx: number; height: number }[]
}

/** The three image slides of the home carousel (the first slide is the hero video). */
export const slideDesigns: SlideDesign[] = [
  {
    file: 'slides/slide-2.jpg',
    headline: {
      kicker: 'Para tu vehículo',
      title: 'Brillo y protección que se notan',
      text: 'Limpieza, brillo y cuidado para autos y motos, por dentro y por fuera.',
    },
    lineup: [
      { slug: 'SprayPolish', dx: -280, height: 480 },
      { slug: 'SuperTireShine', dx: 280, height: 480 },
      { slug: 'RestauradorDeFaros', dx: -100, height: 380 },
      { slug: 'CarnaubaCarWax', dx: 90, height: 190 },
    ],
  },
  {
    file: 'slides/slide-3.jpg',
    headline: {
      kicker: 'Silicona para tablero',
      title: 'Cinco aromas para renovar tu interior',
      text: 'Café, limón, jazmín, rosa y océano: brillo y frescura en cada aplicación.',
    },
    lineup: [
      { slug: 'DashboardPolishSiliconeLimon', dx: -240, height: 430 },
      { slug: 'DashboardPolishSiliconeOcean', dx: 240, height: 430 },
      { slug: 'DashboardPolishSiliconeJazmin', dx: -120, height: 470 },
      { slug: 'DashboardPolishSiliconeRosado', dx: 120, height: 470 },
      { slug: 'DashboardPolishSilicone', dx: 0, height: 510 },
    ],
  },
  {
    file: 'slides/slide-4.jpg',
    headline: {
      kicker: 'Hogar y trabajo',
      title: 'Soluciones prácticas para cada espacio',
      text: 'Sella, limpia y protege en casa, en la oficina y en el taller.',
    },
    lineup: [
      { slug: 'FurniturePolish', dx: -270, height: 420 },
      { slug: 'ElectricalContactCleaner', dx: 270, height: 420 },
      { slug: 'LeackStopSpray', dx: -135, height: 470 },
      { slug: 'AirDuster', dx: 135, height: 470 },
      { slug: 'RocketPower', dx: 0, height: 420 },
    ],
  },
]

export async function slideSvg(design: SlideDesign, products: ProductContent[]): Promise<string> {
  const { width, height } = slideSize
  const floor = 640
  const centre = 1130
  const packages = await lineup(
    design.file,
    floor,
    design.lineup.map(({ slug, dx, height: packageHeight }) => ({
      product: productBySlug(products, slug),
      cx: centre + dx,
      height: packageHeight,
    })),
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    ${brandBackdrop(width, height)}
    ${await headlineBlock(design.headline, { x: 110, y: 180, width: 640, titleSize: 64 })}
    ${packages}
  </svg>`
}
