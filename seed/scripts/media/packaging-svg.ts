import type { Contenido } from '../../data/types.ts'
import { brandMark, brandName, brandWord } from './brand-mark.ts'
import type { PackageLook } from './palette.ts'
import { palette } from './palette.ts'
import { escapeXml, fitText, fontAttributes, measureText, textBlock } from './svg-text.ts'

/** What is printed on a package. */
export interface PackageLabel {
  title: string
  presentation: string
  contenido: Contenido
  /** The pill under the title: the scent of a silicone, otherwise the product line. */
  badge: string
}

/** A drawn package: a nested `<svg>` to place with `placePackage`, in its own units. */
export interface PackageArt {
  svg: string
  width: number
  height: number
}

export type PackageShape = 'aerosol' | 'tin' | 'bottle' | 'trigger'

/** Cera comes in a tin, Liquido in a bottle, Spray with a trigger; everything else is an aerosol can. */
export function packageShape(contenido: Contenido): PackageShape {
  if (contenido === 'Cera') return 'tin'
  if (contenido === 'Liquido') return 'bottle'
  if (contenido === 'Spray') return 'trigger'
  return 'aerosol'
}

const titleStyle = { bold: true, condensed: true } as const

const presentationText = (presentation: string): string =>
  presentation.replace(/(\d)\s*(ml|g)\b/gi, '$1 $2').toUpperCase()

function metalGradient(id: string): string {
  return `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">
    <stop offset="0" stop-color="#7d8a97"/><stop offset="0.22" stop-color="#f4f7fa"/>
    <stop offset="0.5" stop-color="#c3ccd6"/><stop offset="0.85" stop-color="#8694a3"/>
    <stop offset="1" stop-color="#6b7886"/></linearGradient>`
}

/** Light from the upper left across a cylinder: a highlight band and darker edges. */
function cylinderShading(id: string): string {
  return `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">
    <stop offset="0" stop-color="#000" stop-opacity="0.38"/>
    <stop offset="0.12" stop-color="#000" stop-opacity="0.08"/>
    <stop offset="0.24" stop-color="#fff" stop-opacity="0.34"/>
    <stop offset="0.32" stop-color="#fff" stop-opacity="0.06"/>
    <stop offset="0.7" stop-color="#000" stop-opacity="0"/>
    <stop offset="0.9" stop-color="#000" stop-opacity="0.2"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.42"/></linearGradient>`
}

function plasticGradient(id: string, look: PackageLook): string {
  return `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">
    <stop offset="0" stop-color="${look.capShade}"/><stop offset="0.28" stop-color="${look.cap}"/>
    <stop offset="0.4" stop-color="${look.cap}"/><stop offset="1" stop-color="${look.capShade}"/></linearGradient>`
}

/** The printed label shared by every shape: brand row, accent swoosh, title panel, badge, size row. */
async function labelContent(
  label: PackageLabel,
  look: PackageLook,
  box: { x: number; y: number; width: number; height: number },
): Promise<string> {
  const { x, y, width, height } = box
  const cx = x + width / 2
  const at = (share: number) => (y + height * share).toFixed(1)
  const brandSize = Math.round(width * 0.11)
  const markSize = brandSize * 1.3
  const brandWidth =
    (await measureText(brandName, { size: brandSize, bold: true })) +
    brandName.length * brandSize * 0.04
  const brandLeft = cx - (markSize * 1.04 + brandWidth) / 2
  const panelTop = y + height * 0.245
  const panelHeight = height * 0.42
  const panelInset = width * 0.07
  const panelWidth = width - panelInset * 2
  const title = await fitText(
    label.title,
    { ...titleStyle, size: Math.round(width * 0.15) },
    panelWidth - width * 0.1,
    4,
    10,
  )
  const badgeSize = Math.round(width * 0.062)
  const badgeText = label.badge.toUpperCase()
  const badgeWidth = (await measureText(badgeText, { size: badgeSize, bold: true })) + width * 0.1
  const swooshTop = y + height * 0.17
  const swoosh = (offset: number, thickness: number, fill: string) =>
    `<path d="M${x} ${swooshTop + 26 + offset} C${x + width * 0.35} ${swooshTop - 8 + offset} ${x + width * 0.7} ${swooshTop + 30 + offset} ${x + width} ${swooshTop + offset} L${x + width} ${swooshTop + offset + thickness} C${x + width * 0.7} ${swooshTop + 30 + offset + thickness} ${x + width * 0.35} ${swooshTop - 8 + offset + thickness} ${x} ${swooshTop + 26 + offset + thickness} Z" fill="${fill}"/>`
  return `
    ${brandMark(brandLeft, y + height * 0.03, markSize, look.body === palette.red ? palette.yellow : palette.red)}
    ${brandWord(brandLeft + markSize * 1.04, y + height * 0.03 + markSize * 0.8, brandSize, look.onBody)}
    ${swoosh(0, 16, look.accent)}
    ${swoosh(20, 6, look.secondAccent)}
    <rect x="${x + panelInset}" y="${panelTop}" width="${panelWidth}" height="${panelHeight}" rx="${width * 0.05}" fill="${palette.white}"/>
    <rect x="${x + panelInset + width * 0.08}" y="${panelTop + panelHeight - width * 0.05}" width="${panelWidth - width * 0.16}" height="${width * 0.018}" rx="2" fill="${look.accent}"/>
    ${textBlock(title, titleStyle, cx, panelTop + panelHeight * 0.47, look.titleInk, 1.04)}
    <rect x="${(cx - badgeWidth / 2).toFixed(1)}" y="${at(0.715)}" width="${badgeWidth.toFixed(1)}" height="${(badgeSize * 1.7).toFixed(1)}" rx="${(badgeSize * 0.85).toFixed(1)}" fill="${look.accent}"/>
    <text x="${cx}" y="${(y + height * 0.715 + badgeSize * 1.22).toFixed(1)}" text-anchor="middle" fill="${look.accent === palette.navy ? palette.white : palette.navy}" ${fontAttributes({ size: badgeSize, bold: true })}>${escapeXml(badgeText)}</text>
    <text x="${cx}" y="${at(0.86)}" text-anchor="middle" fill="${look.onBody}" letter-spacing="1.5" ${fontAttributes({ size: Math.round(width * 0.055), bold: true })}>${escapeXml(label.contenido.toUpperCase())}</text>
    <text x="${cx}" y="${at(0.95)}" text-anchor="middle" fill="${look.onBody}" ${fontAttributes({ size: Math.round(width * 0.072), bold: true })}>${escapeXml(presentationText(label.presentation))}</text>`
}

async function aerosol(id: string, label: PackageLabel, look: PackageLook): Promise<PackageArt> {
  const width = 260
  const height = 680
  const body = { x: 20, y: 214, width: 220, height: 420 }
  const content = await labelContent(label, look, {
    x: body.x,
    y: body.y + 14,
    width: body.width,
    height: body.height - 28,
  })
  const svg = `<defs>${metalGradient(`${id}-metal`)}${cylinderShading(`${id}-shade`)}${plasticGradient(`${id}-cap`, look)}
      <clipPath id="${id}-body"><rect x="${body.x}" y="${body.y}" width="${body.width}" height="${body.height}" rx="8"/></clipPath></defs>
    <path d="M20 230 C20 186 70 160 130 160 C190 160 240 186 240 230 Z" fill="url(#${id}-metal)"/>
    <path d="M40 186 L36 104 C36 74 80 58 130 58 C180 58 224 74 224 104 L220 186 Z" fill="url(#${id}-cap)"/>
    <path d="M86 70 C92 44 168 44 174 70 C158 64 102 64 86 70 Z" fill="${look.capShade}"/>
    <ellipse cx="130" cy="96" rx="8" ry="5.5" fill="#1d2530" opacity="0.85"/>
    <path d="M40 170 L220 170 L220 186 L40 186 Z" fill="#000" opacity="0.14"/>
    <g clip-path="url(#${id}-body)">
      <rect x="${body.x}" y="${body.y}" width="${body.width}" height="${body.height}" fill="${look.body}"/>
      ${content}
      <rect x="${body.x}" y="${body.y}" width="${body.width}" height="${body.height}" fill="url(#${id}-shade)"/>
    </g>
    <rect x="20" y="${body.y}" width="220" height="5" fill="#000" opacity="0.2"/>
    <rect x="20" y="626" width="220" height="26" rx="10" fill="url(#${id}-metal)"/>`
  return { svg, width, height }
}

/** A squat tin of wax seen from slightly above: the brand on the lid, the title on the side. */
async function tin(id: string, label: PackageLabel, look: PackageLook): Promise<PackageArt> {
  const width = 520
  const height = 378
  const top = 120
  const side = 170
  const ry = 84
  const panel = { x: 130, y: top + ry + 10, width: 260, height: 104 }
  const title = await fitText(label.title, { ...titleStyle, size: 40 }, panel.width - 24, 2, 14)
  const brandSize = 46
  const markSize = brandSize * 1.3
  const brandWidth = await measureText(brandName, { size: brandSize, bold: true })
  const brandLeft = -(markSize + brandWidth * 1.04) / 2
  const sideText = (x: number, text: string, size: number) =>
    `<text x="${x}" y="${top + ry + 66}" text-anchor="middle" fill="${look.onBody}" ${fontAttributes({ size, bold: true })}>${escapeXml(text)}</text>`
  const svg = `<defs>${metalGradient(`${id}-metal`)}${cylinderShading(`${id}-shade`)}
      <radialGradient id="${id}-lid" cx="0.36" cy="0.3" r="0.85"><stop offset="0" stop-color="${look.cap}"/><stop offset="1" stop-color="${look.capShade}"/></radialGradient>
      <clipPath id="${id}-side"><path d="M20 ${top} L500 ${top} L500 ${top + side} A240 ${ry} 0 0 1 20 ${top + side} Z"/></clipPath></defs>
    <g clip-path="url(#${id}-side)">
      <rect x="20" y="${top}" width="480" height="${side + ry}" fill="${look.body}"/>
      <path d="M20 ${top + 150} C180 ${top + 190} 340 ${top + 250} 500 ${top + 150} L500 ${top + 166} C340 ${top + 266} 180 ${top + 206} 20 ${top + 166} Z" fill="${look.accent}"/>
      <path d="M20 ${top + 172} C180 ${top + 212} 340 ${top + 272} 500 ${top + 172} L500 ${top + 180} C340 ${top + 280} 180 ${top + 220} 20 ${top + 180} Z" fill="${look.secondAccent}"/>
      <rect x="${panel.x}" y="${panel.y}" width="${panel.width}" height="${panel.height}" rx="12" fill="${palette.white}"/>
      ${textBlock(title, titleStyle, 260, panel.y + panel.height / 2, look.titleInk, 1.04)}
      ${sideText(78, label.contenido.toUpperCase(), 18)}
      ${sideText(442, presentationText(label.presentation), 22)}
      <rect x="20" y="${top}" width="480" height="${side + ry}" fill="url(#${id}-shade)"/>
    </g>
    <path d="M20 ${top + side - 12} A240 ${ry} 0 0 0 500 ${top + side - 12} L500 ${top + side} A240 ${ry} 0 0 1 20 ${top + side} Z" fill="url(#${id}-metal)"/>
    <ellipse cx="260" cy="${top}" rx="246" ry="${ry + 4}" fill="url(#${id}-metal)"/>
    <ellipse cx="260" cy="${top - 5}" rx="234" ry="${ry - 4}" fill="url(#${id}-lid)"/>
    <ellipse cx="260" cy="${top - 5}" rx="206" ry="${ry - 16}" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="3"/>
    <g transform="translate(260 ${top - 5}) scale(1 0.42)">
      ${brandMark(brandLeft, -markSize * 0.62, markSize, look.cap === palette.red ? palette.yellow : palette.red)}
      ${brandWord(brandLeft + markSize * 1.04, brandSize * 0.4, brandSize, look.onBody)}
    </g>
    <g transform="translate(260 ${top + 40}) scale(1 0.42)">
      <text x="0" y="0" text-anchor="middle" fill="${look.onBody}" opacity="0.85" ${fontAttributes({ size: 26, bold: true })}>${escapeXml(label.badge.toUpperCase())}</text>
    </g>`
  return { svg, width, height }
}

/** A plastic bottle with a screw cap, for liquids. */
async function bottle(id: string, label: PackageLabel, look: PackageLook): Promise<PackageArt> {
  const width = 320
  const height = 600
  const content = await labelContent(label, look, { x: 28, y: 238, width: 264, height: 310 })
  const outline =
    'M112 126 L112 150 C112 178 24 188 24 236 L24 560 C24 580 38 592 58 592 L262 592 C282 592 296 580 296 560 L296 236 C296 188 208 178 208 150 L208 126 Z'
  const svg = `<defs>${cylinderShading(`${id}-shade`)}${plasticGradient(`${id}-cap`, look)}
      <clipPath id="${id}-body"><path d="${outline}"/></clipPath></defs>
    <rect x="100" y="24" width="120" height="104" rx="12" fill="url(#${id}-cap)"/>
    ${Array.from({ length: 9 }, (_, index) => `<rect x="${110 + index * 12}" y="34" width="5" height="84" rx="2" fill="#000" opacity="0.1"/>`).join('')}
    <g clip-path="url(#${id}-body)">
      <rect x="20" y="120" width="280" height="480" fill="${look.body}"/>
      <rect x="28" y="232" width="264" height="320" fill="${look.bodyShade}" opacity="0.35"/>
      ${content}
      <rect x="20" y="120" width="280" height="480" fill="url(#${id}-shade)"/>
    </g>`
  return { svg, width, height }
}

/** A bottle with a trigger sprayer head. */
async function trigger(id: string, label: PackageLabel, look: PackageLook): Promise<PackageArt> {
  const width = 360
  const height = 620
  const content = await labelContent(label, look, { x: 58, y: 262, width: 264, height: 300 })
  const outline =
    'M150 170 L150 190 C150 214 54 222 54 262 L54 584 C54 602 68 612 86 612 L294 612 C312 612 326 602 326 584 L326 262 C326 222 230 214 230 190 L230 170 Z'
  const svg = `<defs>${cylinderShading(`${id}-shade`)}${plasticGradient(`${id}-cap`, look)}
      <clipPath id="${id}-body"><path d="${outline}"/></clipPath></defs>
    <path d="M40 44 L226 30 C262 28 276 46 276 76 L276 150 L146 150 L146 92 L62 92 C46 92 36 80 36 66 Z" fill="url(#${id}-cap)"/>
    <rect x="14" y="50" width="30" height="30" rx="6" fill="${look.capShade}"/>
    <path d="M150 96 C140 140 124 170 108 196 C102 206 110 214 118 208 C142 188 164 150 170 100 Z" fill="${look.capShade}"/>
    <rect x="140" y="146" width="100" height="30" rx="6" fill="url(#${id}-cap)"/>
    <g clip-path="url(#${id}-body)">
      <rect x="50" y="160" width="280" height="460" fill="${look.body}"/>
      ${content}
      <rect x="50" y="160" width="280" height="460" fill="url(#${id}-shade)"/>
    </g>`
  return { svg, width, height }
}

const painters = { aerosol, tin, bottle, trigger }

/** Draws a product's package; `id` keeps gradient ids unique when several packages share one scene. */
export async function packageArt(
  id: string,
  label: PackageLabel,
  look: PackageLook,
): Promise<PackageArt> {
  const art = await painters[packageShape(label.contenido)](id, label, look)
  return {
    ...art,
    svg: `<svg viewBox="0 0 ${art.width} ${art.height}" width="${art.width}" height="${art.height}" overflow="visible">${art.svg}</svg>`,
  }
}

/** Places a package so its bottom centre sits at (`cx`, `bottom`) and it is `height` tall. */
export function placePackage(art: PackageArt, cx: number, bottom: number, height: number): string {
  const width = (art.width / art.height) * height
  return art.svg.replace(
    `width="${art.width}" height="${art.height}"`,
    `x="${(cx - width / 2).toFixed(2)}" y="${(bottom - height).toFixed(2)}" width="${width.toFixed(2)}" height="${height.toFixed(2)}"`,
  )
}
