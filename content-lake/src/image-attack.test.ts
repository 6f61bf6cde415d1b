import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createFixtureProject, DATASET, PROJECT_ID } from './testing/fixture-project.ts'
import type { FixtureProject } from './testing/fixture-project.ts'
import { healthChecksDuring, median } from './testing/health-checks.ts'
import { lakeClient } from './testing/http-client.ts'
import { hugePng } from './testing/huge-png.ts'
import { spawnLake } from './testing/spawn-lake.ts'
import type { LakeProcess } from './testing/spawn-lake.ts'

// Issue 39, point 1: two such requests took a server from 0.4 GB to 4.9 GB.
const MEMORY_LIMIT_BYTES = 1024 ** 3

let project: FixtureProject
let lake: LakeProcess
let client: ReturnType<typeof lakeClient>

beforeAll(async () => {
  project = await createFixtureProject()
  lake = await spawnLake({
    projectId: PROJECT_ID,
    dataset: DATASET,
    seedDocuments: project.documents,
    mediaDir: project.mediaDir,
    storeDir: project.storeDir,
  })
  client = lakeClient(lake.port, PROJECT_ID)
  // The first render of a process pays for loading libvips; the bounds are about the attack.
  expect((await image('w=16')).status).toBe(200)
})

afterAll(async () => {
  await lake?.stop()
  project?.remove()
})

function image(query: string, signal?: AbortSignal): Promise<Response> {
  const { sha1 } = project.media.photo
  return fetch(
    `http://127.0.0.1:${lake.port}/images/${PROJECT_ID}/${DATASET}/${sha1}-640x480.png?${query}`,
    { signal: signal ?? null },
  )
}

/** The most memory the lake process has held so far (Linux's high-water mark). */
function peakMemoryBytes(): number {
  const status = readFileSync(`/proc/${lake.pid}/status`, 'utf8')
  return Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1]) * 1024
}

function expectAnsweredMeanwhile({ durations, failed }: { durations: number[]; failed: number }) {
  expect(failed).toBe(0)
  expect(durations.length).toBeGreaterThan(3)
  expect(median(durations)).toBeLessThan(100)
}

describe('the image attack of issue 39', () => {
  it('renders 8192×8192 AVIF at any q once, shrunk, and keeps answering others', async () => {
    const attack = Promise.all(
      [11, 12, 13, 14, 15, 16].map(async (q) => {
        const response = await image(`w=8192&h=8192&fit=fill&fm=avif&q=${q}`)
        return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) }
      }),
    )
    expectAnsweredMeanwhile(await healthChecksDuring(client, attack))
    const answers = await attack
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(new Set(answers.map(({ bytes }) => bytes.toString('base64'))).size).toBe(1)
    const { width, height, format } = await sharp(answers[0]?.bytes).metadata()
    expect({ width, height, format }).toEqual({ width: 2048, height: 2048, format: 'heif' })
    expect(peakMemoryBytes()).toBeLessThan(MEMORY_LIMIT_BYTES)
  })

  it('refuses a 16000×16000 PNG upload from its header, without decoding it', async () => {
    const png = await hugePng(16_000, 16_000)
    const started = performance.now()
    const answer = await client.call(`/v2025-02-19/assets/images/${DATASET}`, {
      token: 'local-editor',
      body: png,
      headers: { 'content-type': 'image/png' },
    })
    // Decoding it took 3.9-9.7 s.
    expect(performance.now() - started).toBeLessThan(2_500)
    expect(answer.status).toBe(413)
    expect(answer.json()).toMatchObject({
      message: expect.stringMatching(
        /16000×16000 pixels .* at most 67\.1 megapixels \(8192×8192\)/,
      ),
    })
    expect(peakMemoryBytes()).toBeLessThan(MEMORY_LIMIT_BYTES)
  })

  it('answers 503 past the waiting line, and drops the renders whose clients left', async () => {
    const oneRender = performance.now()
    expect((await image('w=2048&h=2048&fm=avif')).status).toBe(200)
    const renderMs = performance.now() - oneRender

    // Two render, 64 wait: the last four are refused at once, whichever arrive last.
    const clientsLeave = new AbortController()
    const answered: number[] = []
    const flood = Array.from({ length: 70 }, async (_, index) => {
      const response = await image(`w=${2047 - index}&h=2048&fm=avif`, clientsLeave.signal)
      answered.push(response.status)
      expect(response.headers.get('retry-after')).toBe('2')
    })
    await vi.waitUntil(() => answered.length >= 4, { timeout: 10_000, interval: 20 })
    expect(answered).toEqual([503, 503, 503, 503])
    clientsLeave.abort()
    await Promise.allSettled(flood)

    // Only the two renders already running finish; the 64 waiting would take 32 times as long.
    const started = performance.now()
    expect((await image('w=24')).status).toBe(200)
    expect(performance.now() - started).toBeLessThan(8 * renderMs)
    expect(peakMemoryBytes()).toBeLessThan(MEMORY_LIMIT_BYTES)
  })
})
