import { describe, expect, it } from 'vitest'
import { cdnBaseUrl } from './env.ts'
import { fileUrl } from './file.ts'
import { imageUrl, responsiveImage } from './image.ts'
import type { SanityImageValue } from './image.ts'

const productPhoto: SanityImageValue = {
  asset: {
    _id: 'image-937b975f29400c3828bff86f910f1dd27f268ada-800x800-png',
    metadata: { lqip: 'data:image/webp;base64,AAAA', dimensions: { width: 800, height: 800 } },
  },
  hotspot: null,
  crop: null,
  alt: 'Envase del Restaurador de Faros',
}

describe('responsiveImage', () => {
  it('offers the widths the image can fill, never wider than the file', () => {
    const image = responsiveImage(productPhoto, {
      widths: [200, 400, 800, 1200],
      sizes: '(max-width: 768px) 100vw, 33vw',
    })
    expect(image).toMatchObject({
      width: 800,
      height: 800,
      alt: 'Envase del Restaurador de Faros',
      lqip: 'data:image/webp;base64,AAAA',
      sizes: '(max-width: 768px) 100vw, 33vw',
    })
    expect(image?.src.startsWith(`${cdnBaseUrl}/images/`)).toBe(true)
    expect(image?.src).toContain('w=800')
    expect(image?.srcSet.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '200w',
      '400w',
      '800w',
    ])
  })

  it('cuts to the asked aspect ratio around the hotspot', () => {
    const image = responsiveImage(
      { ...productPhoto, hotspot: { x: 0.5, y: 0.2, width: 0.3, height: 0.3 } },
      { widths: [320, 640], sizes: '100vw', aspectRatio: 16 / 9 },
    )
    expect(image).toMatchObject({ width: 640, height: 360 })
    expect(image?.src).toMatch(/rect=0,\d+,800,450/)
    expect(image?.src).toContain('h=360')
  })

  it('measures the image after the editor’s crop', () => {
    const image = responsiveImage(
      { ...productPhoto, crop: { left: 0.25, right: 0.25, top: 0, bottom: 0 } },
      { widths: [300, 600], sizes: '50vw' },
    )
    expect(image).toMatchObject({ width: 400, height: 800 })
  })

  it('gives nothing for an image without its asset', () => {
    expect(
      responsiveImage({ ...productPhoto, asset: null }, { widths: [100], sizes: '100vw' }),
    ).toBeUndefined()
    expect(imageUrl({ asset: null }, 100)).toBeUndefined()
  })
})

describe('fileUrl', () => {
  it('points CDN files at the configured origin', () => {
    expect(fileUrl('https://cdn.sanity.io/files/offline/production/abc.mp4')).toBe(
      `${cdnBaseUrl}/files/offline/production/abc.mp4`,
    )
  })
})
