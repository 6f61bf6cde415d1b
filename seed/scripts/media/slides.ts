import type { ProductContent } from '../../data/types.ts'
import { siteMedia } from '../../lib/media-paths.ts'
import { palette } from './palette.ts'
import type { Headline } from './scene.ts'
import { brandBackdrop, headlineBlock, lineup } from './scene.ts'
import { fitText, textBlock } from './svg-text.ts'

export const slideSize = { width: 1600, height: 700 }

/**
 * The phone crop of every slide (4:5, shown at 768 px and below). Drawn 800 px wide, it is shown
 * about 390 px wide on a phone, at 0.49 of its size: 34 px letters read at 16 px or more there.
 */
export const phoneSlideSize = { width: 800, height: 1000 }
const phoneMinimumLetterPx = 34

export function productBySlug(products: ProductContent[], slug: string): ProductContent {
  const product = products.find((candidate) => candidate.slug === slug)
  if (!product) throw new Error(`The seed content has no product "${slug}"`)
  return product
}

interface SlideDesign {
  file: string
  /** The same slide cut for phones: portrait, with its words large enough to read there. */
  phoneFile: string
  headline: Headline
  /** Slugs from back to front; the lineup is centred on the right half. */
  lineup: { slug: string; dx: number; height: number }[]
}

/** The hero video's words (seed/scripts/media/hero-video.ts) and the packages its phone poster shows. */
export const heroVideoPhoneDesign: SlideDesign = {
  file: siteMedia.heroVideoPoster,
  phoneFile: siteMedia.phoneSlideImages[0],
  headline: {
    kicker: 'Rehoboth · Hecho en Colombia',
    title: 'Limpieza y mantenimiento que se notan',
    text: 'Para tu vehículo, tu hogar y tu trabajo.',
  },
  lineup: [
    { slug: 'LeackStopSpray', dx: -230, height: 380 },
    { slug: 'ElectricalContactCleaner', dx: 230, height: 380 },
    { slug: 'SuperTireShine', dx: 0, height: 440 },
  ],
}

/** The three image slides of the home carousel (the first slide is the hero video). */
export const slideDesigns: SlideDesign[] = [
  {
    file: 'slides/slide-2.jpg',
    phoneFile: siteMedia.phoneSlideImages[1],
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
    phoneFile: siteMedia.phoneSlideImages[2],
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
    phoneFile: siteMedia.phoneSlideImages[3],
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

/**
 * The slide cut for phones: its words on top, in letters that read at 16 px or more on a 390 px
 * phone, and its packages, smaller, below them.
 */
export async function phoneSlideSvg(
  design: SlideDesign,
  products: ProductContent[],
): Promise<string> {
  const { width, height } = phoneSlideSize
  const x = 60
  const textWidth = width - 2 * x
  const kicker = await fitText(
    design.headline.kicker.toUpperCase(),
    { size: 36, bold: true },
    textWidth,
    2,
    phoneMinimumLetterPx,
  )
  const title = await fitText(
    design.headline.title,
    { size: 84, bold: true },
    textWidth,
    3,
    phoneMinimumLetterPx * 2,
  )
  const text = await fitText(design.headline.text, { size: 40 }, textWidth, 3, phoneMinimumLetterPx)
  const top = 90
  const kickerHeight = kicker.lines.length * kicker.size * 1.2
  const titleTop = top + kickerHeight + 20
  const titleHeight = title.lines.length * title.size * 1.1
  const textTop = titleTop + titleHeight + 24
  const textHeight = text.lines.length * text.size * 1.3
  const floor = height - 50
  const packages = await lineup(
    design.phoneFile,
    floor,
    design.lineup.map(({ slug, dx, height: packageHeight }) => ({
      product: productBySlug(products, slug),
      cx: width / 2 + dx * 0.62,
      height: Math.min(packageHeight * 0.72, floor - (textTop + textHeight) - 30),
    })),
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    ${brandBackdrop(width, height, 0.5, { fromX: -0.1, toY: 0.72 })}
    <rect x="${x}" y="${top - 30}" width="80" height="8" rx="4" fill="${palette.yellow}"/>
    ${textBlock(kicker, { bold: true }, x, top + kickerHeight / 2, palette.yellow, 1.2, 'start')}
    ${textBlock(title, { bold: true }, x, titleTop + titleHeight / 2, palette.white, 1.1, 'start')}
    ${textBlock(text, {}, x, textTop + textHeight / 2, '#e3ecf6', 1.3, 'start')}
    ${packages}
  </svg>`
}
