import { fontAttributes } from './svg-text.ts'
import { palette } from './palette.ts'

export const brandName = 'REHOBOTH'

/** The Rehoboth mark (a drop with a shine and a spark) drawn in a 100×100 box. */
export function brandMark(x: number, y: number, size: number, drop: string = palette.red): string {
  const scale = size / 100
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M50 4 C50 4 16 44 16 64 A34 34 0 0 0 84 64 C84 44 50 4 50 4 Z" fill="${drop}"/>
    <path d="M33 62 A18 18 0 0 0 46 82" fill="none" stroke="${palette.white}" stroke-width="7" stroke-linecap="round" opacity="0.9"/>
    <path d="M80 6 L84 18 L96 22 L84 26 L80 38 L76 26 L64 22 L76 18 Z" fill="${palette.yellow}"/>
  </g>`
}

/** The REHOBOTH word in the brand's bold, slightly spaced capitals; `x` is its left edge, `y` its baseline. */
export function brandWord(
  x: number,
  y: number,
  size: number,
  fill: string,
  anchor = 'start',
): string {
  return `<text x="${x}" y="${y}" text-anchor="${anchor}" fill="${fill}" letter-spacing="${(size * 0.04).toFixed(2)}" ${fontAttributes({ size, bold: true })}>${brandName}</text>`
}
