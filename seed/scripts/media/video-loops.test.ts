import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { products } from '../../data/products/index.ts'
import { videoDesigns } from './videos.ts'

async function pixels(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer()
}

function meanDifference(a: Buffer, b: Buffer): number {
  let total = 0
  for (let index = 0; index < a.length; index += 1) total += Math.abs(a[index]! - b[index]!)
  return total / a.length
}

describe('seed videos', () => {
  it.each(videoDesigns.map((design) => [design.file, design] as const))(
    '%s loops seamlessly: the frame after the last one is the first one',
    async (_file, design) => {
      const draw = await design.prepare(products)
      const [first, wrapped, quarter] = await Promise.all([
        pixels(draw(0)),
        pixels(draw(1)),
        pixels(draw(0.25)),
      ])
      expect(meanDifference(first, wrapped)).toBeLessThan(0.05)
      expect(meanDifference(first, quarter)).toBeGreaterThan(0.2)
    },
  )
})
