import type { ProductContent } from '../../data/types.ts'
import { palette } from './palette.ts'
import { placePackage } from './packaging-svg.ts'
import { floorShadow, productPackage } from './product-images.ts'
import { escapeXml, fitText, fontAttributes, textBlock } from './svg-text.ts'

/** Where the accent ribbons run: from `fromX` (share of the width) on the bottom edge to `toY` (share of the height) on the right edge. */
export interface RibbonCourse {
  fromX: number
  toY: number
}

/** The dark brand backdrop of banners, slides and videos: navy with a glow and two accent ribbons. */
export function brandBackdrop(
  width: number,
  height: number,
  glowX = 0.7,
  course: RibbonCourse = { fromX: 0.36, toY: -0.05 },
): string {
  const x0 = width * course.fromX
  const run = width - x0
  const rise = height * (1 - course.toY)
  const ribbon = (offset: number, thickness: number, fill: string) => {
    const edge = (shift: number) => [
      `${x0 + shift} ${height}`,
      `${x0 + run * 0.22 + shift} ${height - rise * 0.43}`,
      `${x0 + run * 0.53 + shift} ${height - rise * 0.71}`,
      `${width + shift} ${height * course.toY}`,
    ]
    const [start, c1, c2, end] = edge(offset)
    const [backStart, backC1, backC2, backEnd] = edge(offset + thickness)
    return `<path d="M${start} C${c1} ${c2} ${end} L${backEnd} C${backC2} ${backC1} ${backStart} Z" fill="${fill}"/>`
  }
  return `<defs>
      <linearGradient id="backdrop-base" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.navySoft}"/><stop offset="1" stop-color="${palette.navyDeep}"/></linearGradient>
      <radialGradient id="backdrop-glow" cx="${glowX}" cy="0.45" r="0.55"><stop offset="0" stop-color="#2f6fb0" stop-opacity="0.55"/><stop offset="1" stop-color="#2f6fb0" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#backdrop-base)"/>
    <rect width="${width}" height="${height}" fill="url(#backdrop-glow)"/>
    ${ribbon(0, width * 0.05, palette.red)}
    ${ribbon(width * 0.06, width * 0.012, palette.yellow)}`
}

export interface LineupItem {
  product: ProductContent
  cx: number
  height: number
}

/** Packages standing on one floor line, drawn back to front in the given order, each with its shadow. */
export async function lineup(sceneId: string, floor: number, items: LineupItem[]): Promise<string> {
  const drawn = await Promise.all(
    items.map(async ({ product, cx, height }, index) => {
      const art = await productPackage(product, `${sceneId}-${index}-${product.slug}`)
      const width = (art.width / art.height) * height
      return `${floorShadow(`${sceneId}-shadow-${index}`, cx, floor, width * 1.1)}${placePackage(art, cx, floor, height)}`
    }),
  )
  return drawn.join('')
}

export interface Headline {
  kicker: string
  title: string
  text: string
}

/** Left-aligned kicker, headline and supporting line on a dark backdrop. */
export async function headlineBlock(
  headline: Headline,
  box: { x: number; y: number; width: number; titleSize: number },
): Promise<string> {
  const { x, y, width, titleSize } = box
  const title = await fitText(headline.title, { size: titleSize, bold: true }, width, 3, 24)
  const titleHeight = title.lines.length * title.size * 1.1
  const text = await fitText(headline.text, { size: Math.round(titleSize * 0.4) }, width, 2, 14)
  const kickerSize = Math.round(titleSize * 0.3)
  return `
    <rect x="${x}" y="${y}" width="${kickerSize * 2.2}" height="6" rx="3" fill="${palette.yellow}"/>
    <text x="${x}" y="${y + kickerSize * 2.3}" fill="${palette.yellow}" letter-spacing="${(kickerSize * 0.16).toFixed(1)}" ${fontAttributes({ size: kickerSize, bold: true })}>${escapeXml(headline.kicker.toUpperCase())}</text>
    ${textBlock(title, { bold: true }, x, y + kickerSize * 3.1 + titleHeight / 2, palette.white, 1.1, 'start')}
    ${textBlock(text, {}, x, y + kickerSize * 3.6 + titleHeight + text.lines.length * text.size * 0.7, '#d6e2f0', 1.3, 'start')}`
}
