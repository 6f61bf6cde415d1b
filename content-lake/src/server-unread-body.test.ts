import { connect } from 'node:net'
import type { Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLakeServer } from './server.ts'
import type { LakeServer } from './server.ts'
import { createFixtureProject, DATASET, PROJECT_ID } from './testing/fixture-project.ts'
import type { FixtureProject } from './testing/fixture-project.ts'

let project: FixtureProject
let server: LakeServer

beforeAll(async () => {
  project = await createFixtureProject()
  server = await startLakeServer({
    projectId: PROJECT_ID,
    dataset: DATASET,
    seedDocuments: project.documents,
    mediaDir: project.mediaDir,
    storeDir: project.storeDir,
    port: 0,
  })
})

afterAll(async () => {
  await server?.close()
  project?.remove()
})

/** A raw connection to the lake: what it received so far, and whether it was closed or reset. */
function connection() {
  const socket = connect(server.port, '127.0.0.1')
  const state = { received: '', ended: false, reset: false, socket }
  socket.on('data', (data: Buffer) => {
    state.received += data.toString('latin1')
  })
  socket.on('error', () => {
    state.reset = true
  })
  socket.on('close', () => {
    state.ended = true
  })
  return state
}

const head = (extra: string) =>
  `POST /v2025-02-19/data/query/${DATASET} HTTP/1.1\r\nHost: ${PROJECT_ID}.localhost:${server.port}\r\n` +
  `content-type: application/json\r\n${extra}\r\n`

/** Writes `size` bytes of body, as one piece or in chunked encoding, minding backpressure. */
async function sendBody(socket: Socket, size: number, chunked: boolean): Promise<void> {
  const piece = Buffer.alloc(64 * 1024, 'x')
  for (let sent = 0; sent < size && !socket.destroyed;) {
    const part = piece.subarray(0, Math.min(piece.length, size - sent))
    sent += part.length
    const written = chunked
      ? socket.write(
          Buffer.concat([
            Buffer.from(`${part.length.toString(16)}\r\n`),
            part,
            Buffer.from('\r\n'),
          ]),
        )
      : socket.write(part)
    if (!written)
      await new Promise((resolve) => {
        socket.once('drain', resolve)
        socket.once('close', resolve)
      })
  }
  if (chunked && !socket.destroyed) socket.write('0\r\n\r\n')
}

async function until(condition: () => boolean, ms: number): Promise<void> {
  for (let waited = 0; !condition() && waited < ms; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const answers = (received: string) => received.match(/^HTTP\/1\.1 \d+/gm) ?? []

describe('a body over its limit', () => {
  it.each([
    ['declared in Content-Length', false, 8_000_000],
    ['sent in chunks', true, 1_200_000],
  ])(
    'answers 413 %s, reads the rest and keeps the connection for the next request',
    async (_name, chunked, size) => {
      const lake = connection()
      lake.socket.write(
        head(chunked ? 'transfer-encoding: chunked\r\n' : `content-length: ${size}\r\n`),
      )
      await sendBody(lake.socket, size, chunked)
      await until(() => answers(lake.received).length === 1, 5_000)
      expect(answers(lake.received)).toEqual(['HTTP/1.1 413'])
      lake.socket.write(
        `GET /v2025-02-19/ping HTTP/1.1\r\nHost: ${PROJECT_ID}.localhost:${server.port}\r\n\r\n`,
      )
      await until(() => answers(lake.received).length === 2, 5_000)
      expect(answers(lake.received)).toEqual(['HTTP/1.1 413', 'HTTP/1.1 200'])
      expect(lake.reset).toBe(false)
      lake.socket.destroy()
    },
  )

  it('closes the connection of a client that goes on sending past the bounds', async () => {
    const lake = connection()
    lake.socket.write(head('content-length: 1000000000\r\n'))
    const started = performance.now()
    const sending = sendBody(lake.socket, 1_000_000_000, false)
    await until(() => lake.ended, 10_000)
    expect(answers(lake.received)).toEqual(['HTTP/1.1 413'])
    expect(lake.ended).toBe(true)
    expect(performance.now() - started).toBeLessThan(5_000)
    lake.socket.destroy()
    await sending
  }, 15_000)
})
