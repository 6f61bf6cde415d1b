import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createImageUrlBuilder } from '@sanity/image-url'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DATASET, PROJECT_ID } from './testing/fixture-project.ts'
import { fixtureProjectInProcess } from './testing/in-process-fixture.ts'

const project = fixtureProjectInProcess()

const photoUrl = () =>
  `https://cdn.sanity.io/images/${PROJECT_ID}/${DATASET}/${project().media.photo.sha1}-640x480.png`
const flagUrl = () =>
  `https://cdn.sanity.io/images/${PROJECT_ID}/${DATASET}/${project().media.flag.sha1}-30x20.svg`

async function decode(response: Response) {
  const { width, height, format } = await sharp(
    Buffer.from(await response.arrayBuffer()),
  ).metadata()
  return { width, height, format }
}

describe('image CDN', () => {
  it('resizes to the asked width, keeping the aspect ratio', async () => {
    const response = await fetch(`${photoUrl()}?w=200`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(await decode(response)).toEqual({ width: 200, height: 150, format: 'png' })
  })

  it('serves WebP for auto=format when the browser accepts it', async () => {
    const url = `${photoUrl()}?w=120&auto=format`
    const modern = await fetch(url, { headers: { accept: 'image/webp,image/*,*/*;q=0.8' } })
    expect(modern.headers.get('content-type')).toBe('image/webp')
    expect(modern.headers.get('vary')).toBe('Accept')
    expect(await decode(modern)).toEqual({ width: 120, height: 90, format: 'webp' })
    const legacy = await fetch(url, { headers: { accept: 'image/png,image/*' } })
    expect((await decode(legacy)).format).toBe('png')
  })

  it('crops to exact sizes, cuts rects, and honours dpr, fm and q', async () => {
    const cropped = await fetch(`${photoUrl()}?w=100&h=100&fit=crop`)
    expect(await decode(cropped)).toEqual({ width: 100, height: 100, format: 'png' })
    const rect = await fetch(`${photoUrl()}?rect=0,0,320,240&w=80`)
    expect(await decode(rect)).toEqual({ width: 80, height: 60, format: 'png' })
    const retina = await fetch(`${photoUrl()}?w=50&dpr=2&fm=jpg&q=60`)
    expect(await decode(retina)).toEqual({ width: 100, height: 75, format: 'jpeg' })
  })

  it('follows the hotspot in URLs built by @sanity/image-url', async () => {
    const url = createImageUrlBuilder({ projectId: PROJECT_ID, dataset: DATASET })
      .image({
        asset: { _ref: project().media.photo.assetId },
        hotspot: { x: 0.8, y: 0.5, width: 0.2, height: 0.2 },
        crop: { top: 0, bottom: 0, left: 0.1, right: 0 },
      })
      .width(90)
      .height(160)
      .url()
    expect(url).toContain('rect=')
    expect(await decode(await fetch(url))).toEqual({ width: 90, height: 160, format: 'png' })
  })

  it('serves SVG as it is, and as pixels when a size is asked', async () => {
    const original = await fetch(flagUrl())
    expect(original.headers.get('content-type')).toBe('image/svg+xml')
    expect(await original.text()).toBe(
      readFileSync(join(project().mediaDir, 'flags/co.svg'), 'utf8'),
    )
    const raster = await fetch(`${flagUrl()}?w=300`)
    expect(await decode(raster)).toEqual({ width: 300, height: 200, format: 'png' })
  })

  it('shrinks an output past 16.8 megapixels to fit, keeping its shape', async () => {
    const huge = await fetch(`${photoUrl()}?w=8192&h=4096&fit=scale&fm=png`)
    expect(huge.status).toBe(200)
    expect(await decode(huge)).toEqual({ width: 5792, height: 2896, format: 'png' })
  })

  it('answers 404 for unknown images and 400 for invalid parameters', async () => {
    const unknown = `https://cdn.sanity.io/images/${PROJECT_ID}/${DATASET}/${'0'.repeat(40)}-10x10.png`
    expect((await fetch(unknown)).status).toBe(404)
    expect((await fetch(`${photoUrl()}?w=wide`)).status).toBe(400)
  })
})
