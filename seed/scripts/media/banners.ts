import type { ProductContent } from '../../data/types.ts'
import { brandMark, brandWord } from './brand-mark.ts'
import { palette } from './palette.ts'
import { brandBackdrop, headlineBlock, lineup } from './scene.ts'
import { productBySlug } from './slides.ts'
import { fontAttributes } from './svg-text.ts'

export const bannerSize = { width: 1600, height: 500 }

/** A closed catalogue booklet leaning on two loose pages, its cover in the brand colours. */
function catalogueBooklet(x: number, y: number): string {
  const page = (dx: number, angle: number) =>
    `<rect x="${dx}" y="0" width="250" height="330" rx="6" fill="${palette.white}" transform="rotate(${angle} 125 330)" filter="url(#booklet-shadow)"/>`
  return `<defs><filter id="booklet-shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#000" flood-opacity="0.35"/></filter></defs>
    <g transform="translate(${x} ${y})">
      ${page(40, 8)}
      ${page(20, 4)}
      <g transform="rotate(-4 125 330)" filter="url(#booklet-shadow)">
        <rect x="0" y="0" width="250" height="330" rx="6" fill="${palette.navy}"/>
        <rect x="0" y="0" width="14" height="330" fill="${palette.navyDeep}"/>
        <path d="M14 250 C90 220 170 280 250 230 L250 252 C170 300 90 244 14 272 Z" fill="${palette.red}"/>
        <path d="M14 280 C90 252 170 310 250 262 L250 270 C170 318 90 262 14 290 Z" fill="${palette.yellow}"/>
        ${brandMark(34, 34, 42)}
        ${brandWord(82, 66, 24, palette.white)}
        <text x="34" y="140" fill="${palette.white}" ${fontAttributes({ size: 26, bold: true })}>Catálogo</text>
        <text x="34" y="172" fill="${palette.white}" ${fontAttributes({ size: 26, bold: true })}>de productos</text>
        <text x="34" y="204" fill="${palette.yellow}" letter-spacing="1" ${fontAttributes({ size: 11, bold: true })}>AUTO · HOGAR · TRABAJO</text>
      </g>
    </g>`
}

export async function catalogueBannerSvg(products: ProductContent[]): Promise<string> {
  const { width, height } = bannerSize
  const cans = await lineup('catalogue-banner', 450, [
    { product: productBySlug(products, 'ChainLube'), cx: 1460, height: 330 },
    { product: productBySlug(products, 'GlassAntiFog'), cx: 1330, height: 360 },
  ])
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    ${brandBackdrop(width, height, 0.75)}
    ${await headlineBlock(
      {
        kicker: 'Catálogo de productos',
        title: 'Descarga nuestro catálogo',
        text: 'Todas nuestras líneas para auto, moto, hogar y trabajo en un solo PDF.',
      },
      { x: 110, y: 120, width: 660, titleSize: 62 },
    )}
    ${catalogueBooklet(900, 80)}
    ${cans}
  </svg>`
}

/** Slugs of the contact banner's lineup, left to right. */
const contactLineup = [
  'BrakerPartsCleaner',
  'SprayPolish',
  'DashboardPolishSiliconeOcean',
  'SuperTireShine',
  'RocketPower',
  'ChainClean',
  'DashboardPolishSiliconeRosado',
  'FurniturePolish',
  'ElectricalContactCleaner',
]

/** The product lineup beside the contact form: the whole range standing on one shelf. */
export async function contactBannerSvg(products: ProductContent[]): Promise<string> {
  const { width, height } = bannerSize
  const step = 160
  const first = width / 2 - ((contactLineup.length - 1) * step) / 2
  const cans = await lineup(
    'contact-banner',
    462,
    contactLineup.map((slug, index) => ({
      product: productBySlug(products, slug),
      cx: first + index * step,
      height: index % 2 === 0 ? 380 : 350,
    })),
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    ${brandBackdrop(width, height, 0.5)}
    ${cans}
  </svg>`
}
