import { describe, expect, it } from 'vitest'
import { DATASET, PROJECT_ID } from './testing/fixture-project.ts'
import { fixtureProjectInProcess } from './testing/in-process-fixture.ts'

const project = fixtureProjectInProcess()

const videoUrl = () =>
  `https://cdn.sanity.io/files/${PROJECT_ID}/${DATASET}/${project().media.video.sha1}.mp4`

describe('file CDN', () => {
  it('streams the whole file with its content type', async () => {
    const response = await fetch(videoUrl())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('video/mp4')
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(project().media.video.bytes)
  })

  it('answers byte ranges with 206, as video players ask', async () => {
    const { bytes, size } = project().media.video
    const middle = await fetch(videoUrl(), { headers: { range: 'bytes=100-199' } })
    expect(middle.status).toBe(206)
    expect(middle.headers.get('content-range')).toBe(`bytes 100-199/${size}`)
    expect(middle.headers.get('content-length')).toBe('100')
    expect(Buffer.from(await middle.arrayBuffer())).toEqual(bytes.subarray(100, 200))

    const tail = await fetch(videoUrl(), { headers: { range: 'bytes=-10' } })
    expect(tail.status).toBe(206)
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(size - 10))
  })

  it('answers 416 to a range past the end of the file', async () => {
    const response = await fetch(videoUrl(), { headers: { range: 'bytes=999999-' } })
    expect(response.status).toBe(416)
    expect(response.headers.get('content-range')).toBe(`bytes */${project().media.video.size}`)
  })

  it('offers the file as a download with dl', async () => {
    const response = await fetch(`${videoUrl()}?dl=promo.mp4`)
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="promo.mp4"')
  })

  it('answers 404 for files it does not have', async () => {
    const response = await fetch(
      `https://cdn.sanity.io/files/${PROJECT_ID}/${DATASET}/${'f'.repeat(40)}.pdf`,
    )
    expect(response.status).toBe(404)
  })
})
