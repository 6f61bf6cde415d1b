import sharp from 'sharp'
import { fontFamily } from './palette.ts'

export interface TextStyle {
  size: number
  bold?: boolean
  condensed?: boolean
}

export const escapeXml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

/** SVG attributes that select the same face `measureText` measures. */
export const fontAttributes = ({ size, bold = false, condensed = false }: TextStyle): string =>
  [
    `font-family="${fontFamily}"`,
    `font-size="${size}"`,
    bold ? 'font-weight="bold"' : '',
    condensed ? 'font-stretch="condensed"' : '',
  ]
    .filter(Boolean)
    .join(' ')

const widths = new Map<string, number>()

/** Width in pixels of one line, measured by Pango, the same engine librsvg draws SVG text with. */
export async function measureText(text: string, style: TextStyle): Promise<number> {
  const face = [fontFamily, style.condensed ? 'Condensed' : '', style.bold ? 'Bold' : '']
    .filter(Boolean)
    .join(' ')
  const key = `${face}|${style.size}|${text}`
  const known = widths.get(key)
  if (known !== undefined) return known
  const { info } = await sharp({
    text: { text: escapeXml(text), font: `${face} ${style.size}px`, dpi: 72 },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
  widths.set(key, info.width)
  return info.width
}

async function wrapWords(text: string, style: TextStyle, maxWidth: number): Promise<string[]> {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && (await measureText(candidate, style)) > maxWidth) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

export interface FittedText {
  lines: string[]
  size: number
}

/** Largest size (stepping down from `style.size`) at which the text wraps into `maxLines` lines of `maxWidth`. */
export async function fitText(
  text: string,
  style: TextStyle,
  maxWidth: number,
  maxLines: number,
  minSize = 12,
): Promise<FittedText> {
  for (let size = style.size; size >= Math.min(minSize, style.size); size -= 1) {
    const sized = { ...style, size }
    const lines = await wrapWords(text, sized, maxWidth)
    const widest = Math.max(...(await Promise.all(lines.map((line) => measureText(line, sized)))))
    if (lines.length <= maxLines && widest <= maxWidth) return { lines, size }
  }
  throw new Error(`"${text}" does not fit in ${maxLines} lines of ${maxWidth}px`)
}

/** A block of centred lines whose middle sits at `centerY`. */
export function textBlock(
  fitted: FittedText,
  style: Omit<TextStyle, 'size'>,
  x: number,
  centerY: number,
  fill: string,
  lineHeight = 1.08,
  anchor: 'middle' | 'start' | 'end' = 'middle',
): string {
  const step = fitted.size * lineHeight
  const firstBaseline = centerY - ((fitted.lines.length - 1) * step) / 2 + fitted.size * 0.36
  return fitted.lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${(firstBaseline + index * step).toFixed(1)}" text-anchor="${anchor}" fill="${fill}" ${fontAttributes({ ...style, size: fitted.size })}>${escapeXml(line)}</text>`,
    )
    .join('')
}
