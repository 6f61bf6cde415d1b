import type { ProductContent } from '../../data/types.ts'
import { brandMark, brandWord } from './brand-mark.ts'
import { palette } from './palette.ts'
import { brandBackdrop, lineup } from './scene.ts'
import { productBySlug } from './slides.ts'
import { fontAttributes } from './svg-text.ts'

/** A4 at 150 dpi. */
export const coverSize = { width: 1240, height: 1754 }

const coverLineup = [
  { slug: 'DashboardPolishSiliconeLimon', dx: -400, height: 500 },
  { slug: 'ElectricalContactCleaner', dx: 400, height: 500 },
  { slug: 'SprayPolish', dx: -200, height: 580 },
  { slug: 'RocketPower', dx: 200, height: 520 },
  { slug: 'ChainClean', dx: 0, height: 660 },
]

export async function catalogueCoverSvg(products: ProductContent[]): Promise<string> {
  const { width, height } = coverSize
  const cans = await lineup(
    'cover',
    1580,
    coverLineup.map(({ slug, dx, height: packageHeight }) => ({
      product: productBySlug(products, slug),
      cx: width / 2 + dx,
      height: packageHeight,
    })),
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    ${brandBackdrop(width, height, 0.5, { fromX: -0.1, toY: 0.5 })}
    ${brandMark(120, 130, 120)}
    ${brandWord(262, 228, 92, palette.white)}
    <rect x="120" y="330" width="110" height="10" rx="5" fill="${palette.yellow}"/>
    <text x="120" y="440" fill="${palette.white}" ${fontAttributes({ size: 104, bold: true })}>Catálogo</text>
    <text x="120" y="560" fill="${palette.white}" ${fontAttributes({ size: 104, bold: true })}>de productos</text>
    <text x="120" y="640" fill="${palette.yellow}" letter-spacing="3" ${fontAttributes({ size: 30, bold: true })}>AUTO · MOTO · HOGAR · TRABAJO</text>
    <text x="120" y="696" fill="#d6e2f0" ${fontAttributes({ size: 28 })}>Limpieza y mantenimiento · Colombia</text>
    ${cans}
  </svg>`
}
