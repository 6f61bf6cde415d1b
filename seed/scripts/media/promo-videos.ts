import { brandMark, brandWord } from './brand-mark.ts'
import { palette } from './palette.ts'
import type { Headline } from './scene.ts'
import { brandBackdrop, headlineBlock } from './scene.ts'
import { productBySlug } from './slides.ts'
import { escapeXml, fontAttributes } from './svg-text.ts'
import type { VideoDesign } from './video-design.ts'
import type { Layer } from './video-layers.ts'
import {
  float,
  mist,
  mistParticles,
  packageLayer,
  placeLayer,
  renderLayer,
  sparkle,
} from './video-layers.ts'

export const promoSize = { width: 640, height: 360 }

async function promoBackdrop(headline: Headline): Promise<Layer> {
  const { width, height } = promoSize
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    ${brandBackdrop(width, height, 0.72)}
    ${brandMark(30, 24, 26)}
    ${brandWord(60, 45, 17, palette.white)}
    ${await headlineBlock(headline, { x: 32, y: 104, width: 270, titleSize: 32 })}
  </svg>`
  return renderLayer(svg, width, height)
}

const frameSvg = (backdrop: Layer, content: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${promoSize.width}" height="${promoSize.height}"><image href="${backdrop.href}" width="${backdrop.width}" height="${backdrop.height}"/>${content}</svg>`

function sprocket(cx: number, cy: number, radius: number, rotation: number): string {
  const teeth = 18
  const points = Array.from({ length: teeth * 4 }, (_, index) => {
    const tooth = Math.floor(index / 4)
    const corner = index % 4
    const angle = ((tooth + [0, 0.2, 0.5, 0.7][corner]!) / teeth) * 2 * Math.PI
    const r = corner === 1 || corner === 2 ? radius : radius * 0.86
    return `${(Math.cos(angle) * r).toFixed(2)},${(Math.sin(angle) * r).toFixed(2)}`
  })
  const holes = Array.from({ length: 5 }, (_, index) => {
    const angle = (index / 5) * 2 * Math.PI
    return `<circle cx="${(Math.cos(angle) * radius * 0.5).toFixed(2)}" cy="${(Math.sin(angle) * radius * 0.5).toFixed(2)}" r="${radius * 0.16}" fill="${palette.navyDeep}"/>`
  }).join('')
  return `<g transform="translate(${cx} ${cy}) rotate(${rotation.toFixed(2)})">
    <polygon points="${points.join(' ')}" fill="#b9c4cf"/>
    <circle r="${radius * 0.74}" fill="#8d9aa8"/>${holes}
    <circle r="${radius * 0.16}" fill="#dfe6ee"/></g>`
}

function tyre(cx: number, cy: number, radius: number, rotation: number): string {
  const treads = Array.from(
    { length: 28 },
    (_, index) =>
      `<rect x="${-radius * 0.05}" y="${-radius}" width="${radius * 0.1}" height="${radius * 0.14}" rx="2" fill="#2c3340" transform="rotate(${(index * 360) / 28})"/>`,
  ).join('')
  const spokes = Array.from(
    { length: 5 },
    (_, index) =>
      `<rect x="${-radius * 0.07}" y="${-radius * 0.5}" width="${radius * 0.14}" height="${radius * 0.42}" rx="4" fill="#cfd8e2" transform="rotate(${index * 72})"/>`,
  ).join('')
  return `<g transform="translate(${cx} ${cy})">
    <circle r="${radius}" fill="#14171d"/>
    <g transform="rotate(${rotation.toFixed(2)})">${treads}
      <circle r="${radius * 0.62}" fill="#8e9aa8"/>
      <circle r="${radius * 0.55}" fill="#3b4655"/>${spokes}
      <circle r="${radius * 0.12}" fill="#e9eef3"/></g>
    <path d="M${-radius * 0.8} ${-radius * 0.42} A${radius * 0.9} ${radius * 0.9} 0 0 1 ${radius * 0.1} ${-radius * 0.9}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${radius * 0.06}" stroke-linecap="round"/></g>`
}

function headlight(x: number, y: number, width: number, height: number, split: number): string {
  const lens = (id: string) =>
    `<rect id="${id}" x="${x}" y="${y}" width="${width}" height="${height}" rx="${height * 0.42}"/>`
  const reflectors = [0.3, 0.7]
    .map(
      (
        share,
      ) => `<circle cx="${x + width * share}" cy="${y + height / 2}" r="${height * 0.32}" fill="url(#reflector)"/>
        <circle cx="${x + width * share}" cy="${y + height / 2}" r="${height * 0.1}" fill="#fffbe6"/>`,
    )
    .join('')
  const splitX = x + width * split
  return `<defs>
      <radialGradient id="reflector"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#c9d6e3"/><stop offset="1" stop-color="#6d7d8f"/></radialGradient>
      <clipPath id="lens">${lens('lens-shape')}</clipPath>
      <clipPath id="before"><rect x="${x}" y="${y}" width="${(splitX - x).toFixed(2)}" height="${height}"/></clipPath>
    </defs>
    <rect x="${x - 10}" y="${y - 10}" width="${width + 20}" height="${height + 20}" rx="${height * 0.48}" fill="#26303d"/>
    <g clip-path="url(#lens)">
      <rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#1d2a3a"/>
      ${reflectors}
      <path d="M${x} ${y + height * 0.25} L${x + width} ${y + height * 0.05}" stroke="#fff" stroke-opacity="0.5" stroke-width="6"/>
      <g clip-path="url(#before)">
        <rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#d8c07a" opacity="0.82"/>
        <rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#8c7a45" opacity="0.25"/>
      </g>
    </g>
    <rect x="${(splitX - 2).toFixed(2)}" y="${y - 16}" width="4" height="${height + 32}" rx="2" fill="${palette.white}"/>
    <circle cx="${splitX.toFixed(2)}" cy="${y + height / 2}" r="13" fill="${palette.yellow}" stroke="${palette.white}" stroke-width="3"/>`
}

const labelText = (x: number, y: number, text: string, anchor: 'start' | 'end') =>
  `<text x="${x}" y="${y}" text-anchor="${anchor}" fill="${palette.white}" letter-spacing="1.5" ${fontAttributes({ size: 12, bold: true })}>${escapeXml(text)}</text>`

export const promoDesigns: VideoDesign[] = [
  {
    file: 'videos/promo-1.mp4',
    poster: 'videos/promo-1-poster.jpg',
    ...promoSize,
    seconds: 4,
    crf: 27,
    async prepare(products) {
      const backdrop = await promoBackdrop({
        kicker: 'Para tu moto',
        title: 'Cadena lubricada, rodada suave',
        text: 'Lubricante de cadenas Rehoboth.',
      })
      const can = await packageLayer(productBySlug(products, 'ChainLube'), 250)
      const particles = mistParticles(26, 11)
      return (phase) => {
        const y = 185 + float(phase, 5)
        return frameSvg(
          backdrop,
          `${sprocket(430, 250, 78, phase * 360)}
          ${mist(particles, phase, { x: 536, y: y - 88, angle: 150, length: 120, width: 30 })}
          ${placeLayer(can, 560, y, { rotate: -14 })}`,
        )
      }
    },
  },
  {
    file: 'videos/promo-2.mp4',
    poster: 'videos/promo-2-poster.jpg',
    ...promoSize,
    seconds: 4,
    crf: 27,
    async prepare(products) {
      const backdrop = await promoBackdrop({
        kicker: 'Super Tire Shine',
        title: 'Llantas negras y brillantes',
        text: 'Brillo profundo que dura días.',
      })
      const can = await packageLayer(productBySlug(products, 'SuperTireShine'), 250)
      return (phase) =>
        frameSvg(
          backdrop,
          `${tyre(430, 200, 105, phase * 360)}
          ${sparkle(380, 130, 16, phase, 0)}${sparkle(488, 168, 12, phase, 0.33)}${sparkle(420, 292, 14, phase, 0.66)}
          ${placeLayer(can, 572, 200 + float(phase, 5))}`,
        )
    },
  },
  {
    file: 'videos/promo-3.mp4',
    poster: 'videos/promo-3-poster.jpg',
    ...promoSize,
    seconds: 5,
    crf: 27,
    async prepare(products) {
      const backdrop = await promoBackdrop({
        kicker: 'Silicona para tablero',
        title: 'Cinco aromas para tu interior',
        text: 'Café, limón, jazmín, rosa y océano.',
      })
      const cans = await Promise.all(
        [
          'DashboardPolishSilicone',
          'DashboardPolishSiliconeLimon',
          'DashboardPolishSiliconeJazmin',
          'DashboardPolishSiliconeRosado',
          'DashboardPolishSiliconeOcean',
        ].map((slug) => packageLayer(productBySlug(products, slug), 250)),
      )
      return (phase) => {
        const placed = cans.map((can, index) => {
          // Offset by half a turn so the first scent (café) stands in the middle of the poster.
          const slot = (index / cans.length + phase + 0.5) % 1
          const fromCentre = slot - 0.5
          const scale = 1 - Math.abs(fromCentre) * 0.9
          const opacity = Math.min(1, (0.5 - Math.abs(fromCentre)) * 5)
          return { scale, svg: placeLayer(can, 484 + fromCentre * 330, 196, { scale, opacity }) }
        })
        return frameSvg(
          backdrop,
          placed
            .sort((a, b) => a.scale - b.scale)
            .map((item) => item.svg)
            .join(''),
        )
      }
    },
  },
  {
    file: 'videos/promo-4.mp4',
    poster: 'videos/promo-4-poster.jpg',
    ...promoSize,
    seconds: 4,
    crf: 27,
    async prepare(products) {
      const backdrop = await promoBackdrop({
        kicker: 'Restaurador de faros',
        title: 'Faros claros como el primer día',
        text: 'Quita lo opaco y lo amarillo.',
      })
      const bottle = await packageLayer(productBySlug(products, 'RestauradorDeFaros'), 190)
      return (phase) =>
        frameSvg(
          backdrop,
          `${headlight(330, 70, 260, 130, 0.5 - 0.38 * Math.sin(2 * Math.PI * phase))}
          ${labelText(336, 230, 'ANTES', 'start')}${labelText(584, 230, 'DESPUÉS', 'end')}
          ${placeLayer(bottle, 470, 268 + float(phase, 4), { scale: 0.78 })}`,
        )
    },
  },
  {
    file: 'videos/promo-5.mp4',
    poster: 'videos/promo-5-poster.jpg',
    ...promoSize,
    seconds: 4,
    crf: 27,
    async prepare(products) {
      const backdrop = await promoBackdrop({
        kicker: 'Para tu hogar',
        title: 'Muebles con brillo de vitrina',
        text: 'Lustramuebles Rehoboth.',
      })
      const can = await packageLayer(productBySlug(products, 'FurniturePolish'), 250)
      const particles = mistParticles(30, 5)
      const wood = `<defs><linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b7773e"/><stop offset="1" stop-color="#7a4a22"/></linearGradient></defs>
        <path d="M330 300 L640 276 L640 360 L330 360 Z" fill="url(#wood)"/>
        <path d="M330 300 L640 276" stroke="#e0a86c" stroke-width="4"/>
        <path d="M360 326 C430 318 520 312 640 300 M350 346 C450 336 560 330 640 324" stroke="#6a3d1b" stroke-opacity="0.45" stroke-width="2" fill="none"/>`
      return (phase) => {
        const y = 175 + float(phase, 5)
        return frameSvg(
          backdrop,
          `${wood}
          ${mist(particles, phase, { x: 541, y: y - 86, angle: 145, length: 150, width: 34 })}
          ${sparkle(370, 296, 14, phase, 0.1)}${sparkle(430, 288, 10, phase, 0.45)}${sparkle(395, 276, 9, phase, 0.75)}
          ${placeLayer(can, 566, y, { rotate: -16 })}`,
        )
      }
    },
  },
]
