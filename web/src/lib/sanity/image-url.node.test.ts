import { createImageUrlBuilder } from '@sanity/image-url'
import { describe, expect, it } from 'vitest'
import { cdnBaseUrl, dataset, projectId } from './env.ts'
import { imageUrl, responsiveImage } from './image.ts'
import { sanityImageUrl } from './image-url.ts'
import type { ImageCrop, ImageHotspot, ImageUrlRequest } from './image-url.ts'

const cdn = { baseUrl: cdnBaseUrl, projectId, dataset }
const library = createImageUrlBuilder(cdn)

function libraryUrl({ assetId, crop, hotspot, width, height }: ImageUrlRequest): string {
  const sized = library
    .image({ asset: { _id: assetId }, ...(crop && { crop }), ...(hotspot && { hotspot }) })
    .width(width)
    .auto('format')
  return (height === undefined ? sized : sized.height(height)).url()
}

const assetIds = [
  'image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000-jpg',
  'image-937b975f29400c3828bff86f910f1dd27f268ada-800x800-png',
  'image-a1b2c3-1920x1080-webp',
  'image-d4e5f6-1001x667-jpg',
  'image-0a0b0c-37x53-svg',
]

const crops: (ImageCrop | undefined)[] = [
  undefined,
  { top: 0, bottom: 0, left: 0, right: 0 },
  { top: 0.15, bottom: 0, left: 0, right: 0 },
  { top: 0, bottom: 0.2, left: 0, right: 0 },
  { top: 0, bottom: 0, left: 0.3333, right: 0 },
  { top: 0, bottom: 0, left: 0, right: 0.125 },
  { top: 0.05, bottom: 0.1, left: 0.21, right: 0.07 },
  // Past the top and left edges: the library keeps the cut around the hotspot inside the image.
  { top: -0.01, bottom: 0, left: -0.01, right: 0 },
]

const hotspots: (ImageHotspot | undefined)[] = [
  undefined,
  { x: 0.5, y: 0.5, width: 0.4, height: 0.4 },
  { x: 0.03, y: 0.5, width: 0.06, height: 0.3 },
  { x: 0.97, y: 0.5, width: 0.06, height: 0.3 },
  { x: 0.5, y: 0.04, width: 0.3, height: 0.08 },
  { x: 0.5, y: 0.96, width: 0.3, height: 0.08 },
  { x: 0.8125, y: 0.1875, width: 0.125, height: 0.125 },
  // Centred on a half pixel of the 800 px and 3000 px sides, where the library's arithmetic lands
  // a hair below .5 and rounds down.
  { x: 0.266875, y: 0.2618333333333333, width: 0.3, height: 0.3 },
]

const widths = [40, 333, 640, 1200]
/** Width / height; undefined asks for the width only. From far wider than any crop to far narrower. */
const aspectRatios = [undefined, 4, 16 / 9, 1.5, 1, 3 / 4, 2 / 3, 1 / 3]

const grid: ImageUrlRequest[] = assetIds.flatMap((assetId) =>
  crops.flatMap((crop) =>
    hotspots.flatMap((hotspot) =>
      widths.flatMap((width) =>
        aspectRatios.map((ratio) => ({
          assetId,
          ...(crop && { crop }),
          ...(hotspot && { hotspot }),
          width,
          ...(ratio !== undefined && { height: Math.round(width / ratio) }),
        })),
      ),
    ),
  ),
)

describe('sanityImageUrl', () => {
  it('builds the same URLs as @sanity/image-url for crops, hotspots, widths and ratios', () => {
    const expected = grid.map(libraryUrl)
    const mismatches = grid
      .map((request, index) => ({
        request,
        ours: sanityImageUrl(cdn, request),
        library: expected[index],
      }))
      .filter(({ ours, library }) => ours !== library)
    expect(mismatches).toEqual([])
    // The grid reaches every branch: the whole image, the editor's crop and cuts around the hotspot.
    expect(expected.filter((url) => !url.includes('rect=')).length).toBeGreaterThan(100)
    expect(
      expected.filter((url) => url.includes('rect=') && !url.includes('&h=')).length,
    ).toBeGreaterThan(100)
    const rects = new Set(expected.map((url) => /rect=([\d,]+)/.exec(url)?.[1]))
    expect(rects.size).toBeGreaterThan(200)
  })

  it('writes the CDN address, then rect, w, h and auto=format', () => {
    expect(
      sanityImageUrl(cdn, {
        assetId: 'image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000-jpg',
        hotspot: { x: 0.5, y: 0.2, width: 0.3, height: 0.3 },
        width: 640,
        height: 360,
      }),
    ).toBe(
      `${cdnBaseUrl}/images/${projectId}/${dataset}/Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000.jpg` +
        '?rect=0,38,2000,1125&w=640&h=360&auto=format',
    )
  })

  it('gives no URL for a malformed asset id, where the library throws', () => {
    const malformed = [
      '',
      'image-Tb9Ew8CXIwaY6R1kjMvI0uRR',
      'image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000',
      'image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000-jpg',
      'image-Tb9Ew8CXIwaY6R1kjMvI0uRR-widexhigh-jpg',
    ]
    for (const assetId of malformed) {
      expect(() => libraryUrl({ assetId, width: 100 })).toThrow(/Malformed asset/)
      expect(sanityImageUrl(cdn, { assetId, width: 100 })).toBeUndefined()
      expect(sanityImageUrl(cdn, { assetId, width: 100, height: 50 })).toBeUndefined()
    }
  })

  it('leaves an image with a malformed asset id out of the page instead of failing it', () => {
    const image = {
      asset: {
        _id: 'image-Tb9Ew8CXIwaY6R1kjMvI0uRR-widexhigh-jpg',
        metadata: { dimensions: { width: 2000, height: 3000 } },
      },
    }
    expect(imageUrl(image, 100)).toBeUndefined()
    expect(responsiveImage(image, { widths: [200, 400], sizes: '100vw' })).toBeUndefined()
  })
})
