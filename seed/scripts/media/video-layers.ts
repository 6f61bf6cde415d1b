import sharp from 'sharp'
import type { ProductContent } from '../../data/types.ts'
import { palette } from './palette.ts'
import { placePackage } from './packaging-svg.ts'
import { productPackage } from './product-images.ts'

/** A pre-rendered picture placed in every frame, so each frame's SVG stays small and fast to draw. */
export interface Layer {
  href: string
  width: number
  height: number
}

export async function renderLayer(svg: string, width: number, height: number): Promise<Layer> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  return { href: `data:image/png;base64,${png.toString('base64')}`, width, height }
}

/** A product package rendered at `height` pixels, on transparency. */
export async function packageLayer(product: ProductContent, height: number): Promise<Layer> {
  const art = await productPackage(product, `layer-${product.slug}`)
  const width = Math.ceil((art.width / art.height) * height)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${placePackage(art, width / 2, height, height)}</svg>`
  return renderLayer(svg, width, height)
}

/** Draws `layer` centred on (`cx`, `cy`), scaled, rotated and faded. */
export function placeLayer(
  layer: Layer,
  cx: number,
  cy: number,
  {
    scale = 1,
    rotate = 0,
    opacity = 1,
  }: { scale?: number; rotate?: number; opacity?: number } = {},
): string {
  return `<g transform="translate(${cx.toFixed(2)} ${cy.toFixed(2)}) rotate(${rotate.toFixed(2)}) scale(${scale.toFixed(4)})" opacity="${opacity.toFixed(3)}"><image href="${layer.href}" x="${-layer.width / 2}" y="${-layer.height / 2}" width="${layer.width}" height="${layer.height}"/></g>`
}

/** A repeatable sequence of pseudo-random numbers in [0, 1), so every run draws the same frames. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const wave = (phase: number) => Math.sin(2 * Math.PI * phase)

/** Vertical offset of a floating object; periodic in `phase`, so the loop is seamless. */
export const float = (phase: number, amplitude: number, offset = 0) =>
  amplitude * wave(phase + offset)

/** A four-point sparkle that twinkles once per loop. */
export function sparkle(x: number, y: number, size: number, phase: number, offset: number): string {
  const glow = Math.max(0, wave(phase + offset)) ** 2
  if (glow < 0.02) return ''
  const s = size * (0.5 + 0.5 * glow)
  return `<path transform="translate(${x} ${y}) rotate(${(phase * 90).toFixed(1)})" d="M0 ${-s} L${s * 0.22} ${-s * 0.22} L${s} 0 L${s * 0.22} ${s * 0.22} L0 ${s} L${-s * 0.22} ${s * 0.22} L${-s} 0 L${-s * 0.22} ${-s * 0.22} Z" fill="${palette.white}" opacity="${glow.toFixed(3)}"/>`
}

export interface MistParticle {
  spread: number
  offset: number
  size: number
}

export function mistParticles(count: number, seed: number): MistParticle[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, (_, index) => ({
    spread: random() * 2 - 1,
    offset: index / count,
    size: 0.6 + random() * 0.8,
  }))
}

/** A spray cone of droplets leaving (`x`, `y`) towards `angle` degrees, cycling once per loop. */
export function mist(
  particles: MistParticle[],
  phase: number,
  from: { x: number; y: number; angle: number; length: number; width: number; colour?: string },
): string {
  const { x, y, angle, length, width, colour = palette.white } = from
  const radians = (angle * Math.PI) / 180
  const along = { x: Math.cos(radians), y: Math.sin(radians) }
  const across = { x: -along.y, y: along.x }
  return particles
    .map(({ spread, offset, size }) => {
      const t = (phase * 2 + offset) % 1
      const distance = t * length
      const side = spread * t * width
      const px = x + along.x * distance + across.x * side
      const py = y + along.y * distance + across.y * side
      const opacity = Math.sin(Math.PI * t) * 0.75
      return `<circle cx="${px.toFixed(2)}" cy="${py.toFixed(2)}" r="${(size * (2 + t * 7)).toFixed(2)}" fill="${colour}" opacity="${opacity.toFixed(3)}"/>`
    })
    .join('')
}
