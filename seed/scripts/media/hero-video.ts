import { palette } from './palette.ts'
import { brandBackdrop, headlineBlock } from './scene.ts'
import { productBySlug } from './slides.ts'
import type { VideoDesign } from './video-design.ts'
import {
  float,
  mist,
  mistParticles,
  packageLayer,
  placeLayer,
  renderLayer,
  sparkle,
} from './video-layers.ts'

const width = 1280
const height = 560

/** The first home slide: one package per category floating, a light sweep and rising bubbles. */
export const heroVideo: VideoDesign = {
  file: 'slides/hero-video.mp4',
  poster: 'slides/hero-video-poster.jpg',
  width,
  height,
  seconds: 6,
  crf: 26,
  async prepare(products) {
    const backdrop = await renderLayer(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        ${brandBackdrop(width, height, 0.72)}
        ${await headlineBlock(
          {
            kicker: 'Rehoboth · Hecho en Colombia',
            title: 'Limpieza y mantenimiento que se notan',
            text: 'Para tu vehículo, tu hogar y tu trabajo.',
          },
          { x: 90, y: 150, width: 520, titleSize: 54 },
        )}
      </svg>`,
      width,
      height,
    )
    const cans = await Promise.all(
      [
        { slug: 'LeackStopSpray', x: 760, y: 300, size: 360, offset: 0.5 },
        { slug: 'ElectricalContactCleaner', x: 1120, y: 300, size: 360, offset: 0.25 },
        { slug: 'SuperTireShine', x: 940, y: 290, size: 420, offset: 0 },
      ].map(async (can) => ({
        ...can,
        layer: await packageLayer(productBySlug(products, can.slug), can.size),
      })),
    )
    const bubbles = mistParticles(36, 29)
    return (phase) => {
      const sweepX = -400 + phase * (width + 800)
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <image href="${backdrop.href}" width="${width}" height="${height}"/>
        ${mist(bubbles, phase, { x: 940, y: 600, angle: -90, length: 560, width: 380, colour: '#9cc4ea' })}
        ${cans.map((can) => placeLayer(can.layer, can.x, can.y + float(phase, 9, can.offset), { rotate: float(phase, 1.5, can.offset + 0.25) })).join('')}
        <path d="M${sweepX} 0 L${sweepX + 120} 0 L${sweepX - 60} ${height} L${sweepX - 180} ${height} Z" fill="${palette.white}" opacity="0.07"/>
        ${sparkle(700, 120, 18, phase, 0)}${sparkle(1200, 140, 14, phase, 0.3)}${sparkle(1010, 460, 16, phase, 0.55)}${sparkle(830, 470, 12, phase, 0.8)}
      </svg>`
    }
  },
}
