import type { CategorySlug } from '../../data/types.ts'
import { brandMark, brandName } from './brand-mark.ts'
import { palette } from './palette.ts'
import { fontAttributes, measureText } from './svg-text.ts'

export const logoSize = { width: 480, height: 120 }

/** The header logo: the mark and the REHOBOTH wordmark with its tagline, on transparency. */
export async function logoSvg(): Promise<string> {
  const { width, height } = logoSize
  const wordSize = 54
  const spacing = 2.4
  const wordWidth = (await measureText(brandName, { size: wordSize, bold: true })) + spacing * 7
  const markSize = 88
  const gap = 10
  const left = (width - (markSize + gap + wordWidth)) / 2
  const wordLeft = left + markSize + gap
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    ${brandMark(left, 12, markSize)}
    <text x="${wordLeft}" y="68" fill="${palette.navy}" letter-spacing="${spacing}" ${fontAttributes({ size: wordSize, bold: true })}>${brandName}</text>
    <rect x="${wordLeft + 2}" y="80" width="${wordWidth - spacing - 2}" height="4" rx="2" fill="${palette.red}"/>
    <text x="${wordLeft + wordWidth / 2 - spacing / 2}" y="104" text-anchor="middle" fill="${palette.navySoft}" letter-spacing="3.2" ${fontAttributes({ size: 15, bold: true })}>LIMPIEZA Y MANTENIMIENTO</text>
  </svg>`
}

export const categoryIconSize = 256

const line = `fill="none" stroke="${palette.white}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"`

const categoryDrawings: Record<CategorySlug, { background: string; drawing: string }> = {
  paraTuAuto: {
    background: palette.navy,
    drawing: `
      <g transform="translate(0 -22)">
        <path d="M40 150 L40 128 C40 118 46 112 56 110 L76 106 L98 80 C102 75 108 72 115 72 L158 72 C166 72 172 75 176 81 L192 106 L206 110 C214 112 218 118 218 126 L218 150 Z" ${line}/>
        <path d="M90 106 L108 84 L132 84 L132 106 Z M144 84 L166 84 L180 106 L144 106 Z" fill="${palette.white}" opacity="0.9"/>
        <circle cx="82" cy="152" r="17" fill="${palette.navy}" stroke="${palette.white}" stroke-width="9"/>
        <circle cx="176" cy="152" r="17" fill="${palette.navy}" stroke="${palette.white}" stroke-width="9"/>
      </g>
      <g transform="translate(92 168) scale(0.6)" stroke="${palette.yellow}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round">
        <circle cx="0" cy="60" r="24" fill="${palette.navy}"/>
        <circle cx="124" cy="60" r="24" fill="${palette.navy}"/>
        <path d="M0 60 L34 22 L50 46 L84 46 L124 60 M34 22 L10 22 M98 -4 L124 60 M88 -6 L108 -6" fill="none"/>
        <path d="M50 14 L90 14 L84 30 L56 30 Z" fill="${palette.yellow}"/>
        <rect x="50" y="36" width="30" height="20" rx="4" fill="${palette.yellow}"/>
      </g>`,
  },
  paraTuHogar: {
    background: palette.red,
    drawing: `
      <path d="M56 126 L128 64 L200 126" ${line}/>
      <path d="M76 112 L76 192 L180 192 L180 112" ${line}/>
      <path d="M112 192 L112 150 C112 144 116 140 122 140 L134 140 C140 140 144 144 144 150 L144 192" ${line}/>
      <rect x="160" y="66" width="16" height="34" rx="3" fill="${palette.white}"/>
      <path d="M190 150 L195 164 L209 169 L195 174 L190 188 L185 174 L171 169 L185 164 Z" fill="${palette.yellow}"/>
      <path d="M62 160 L65 168 L73 171 L65 174 L62 182 L59 174 L51 171 L59 168 Z" fill="${palette.yellow}"/>`,
  },
  paraTuTrabajo: {
    background: palette.yellow,
    drawing: `
      <path d="M100 96 L100 80 C100 74 104 70 110 70 L146 70 C152 70 156 74 156 80 L156 96" fill="none" stroke="${palette.navy}" stroke-width="9" stroke-linecap="round"/>
      <rect x="52" y="96" width="152" height="96" rx="12" fill="${palette.navy}"/>
      <rect x="52" y="126" width="152" height="9" fill="${palette.yellow}"/>
      <rect x="112" y="118" width="32" height="26" rx="5" fill="${palette.white}"/>
      <rect x="70" y="188" width="20" height="10" rx="3" fill="${palette.navy}"/>
      <rect x="166" y="188" width="20" height="10" rx="3" fill="${palette.navy}"/>`,
  },
}

/** The round icon of a home category card, 256×256 on transparency. */
export function categoryIconSvg(slug: CategorySlug): string {
  const { background, drawing } = categoryDrawings[slug]
  const size = categoryIconSize
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <defs><linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.1"/></linearGradient></defs>
    <circle cx="128" cy="128" r="124" fill="${background}"/>
    <circle cx="128" cy="128" r="124" fill="url(#shine)"/>
    <circle cx="128" cy="128" r="112" fill="none" stroke="${palette.white}" stroke-opacity="0.35" stroke-width="3"/>
    ${drawing}
  </svg>`
}
