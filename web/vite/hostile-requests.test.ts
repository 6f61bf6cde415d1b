import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiVersion } from '../src/lib/sanity/env.ts'
import { OFFLINE_PREVIEW_SECRET } from '../server/preview/preview-config.ts'
import { PREVIEW_SESSION_COOKIE } from '../server/preview/preview-handler.ts'
import { signPreviewSession } from '../server/preview/preview-session.ts'
import {
  hostileServerCase,
  seededRandom,
  type HostileContext,
} from '../server/testing/hostile-requests.ts'
import { editorLake } from '../server/testing/editor-lake.ts'
import { rawHttp, type RawAnswer, type RawRequest } from '../server/testing/raw-http.ts'
import { startPreviewServer, type RunningPreviewServer } from './testing/preview-server.ts'

// The preview server as `npm run preview` runs it (every server plugin, over a fixture site),
// sent what an attacker would send. Each answer must be a refusal, the store must not change and
// the server must go on answering.
const CASES = 300
let preview: RunningPreviewServer
let context: HostileContext

const send = (request: RawRequest, localAddress?: string) =>
  rawHttp(request, { port: preview.port, timeoutMs: 5_000, ...(localAddress && { localAddress }) })
const get = (target: string) => send({ method: 'GET', target, headers: [['Host', context.host]] })

/** Every document's id and revision, drafts and private ones too: what a write would change. */
async function storeSnapshot(): Promise<string> {
  return JSON.stringify(await editorLake().query('*{_id, _rev} | order(_id asc)'))
}

function status(answer: RawAnswer): number | string {
  return answer.kind === 'answer' ? answer.status : answer.kind
}

beforeAll(async () => {
  preview = await startPreviewServer()
  const session = await signPreviewSession(
    OFFLINE_PREVIEW_SECRET,
    Math.floor(Date.now() / 1000) + 3600,
  )
  context = {
    host: `127.0.0.1:${preview.port}`,
    previewSession: `${PREVIEW_SESSION_COOKIE}=${session}`,
    previewSecret: OFFLINE_PREVIEW_SECRET,
    apiVersion,
  }
})

afterAll(() => preview.close())

describe('the preview server under hostile requests', () => {
  it('answers the malformed address of the issue with 400 and keeps serving', async () => {
    const answer = await get('/rehoboth/%E0%A4%A')
    expect(answer).toMatchObject({
      kind: 'answer',
      status: 400,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'x-content-type-options': 'nosniff',
        'content-security-policy': expect.stringContaining("default-src 'none'"),
      },
    })
    expect(status(await get('/rehoboth/'))).toBe(200)
  })

  it(`refuses ${CASES} generated hostile requests with a 4xx, stores nothing and stays up`, async () => {
    const before = await storeSnapshot()
    const random = seededRandom(27)
    const failures: string[] = []
    for (let index = 0; index < CASES; index += 1) {
      const hostile = hostileServerCase(random, context)
      // Contact requests come from many loopback addresses, past the per-address limit.
      const localAddress = hostile.target === 'contact' ? `127.0.1.${1 + (index % 250)}` : undefined
      const answer = await send(hostile.request, localAddress)
      const code = status(answer)
      const injected = answer.kind === 'answer' && /x=1/.test(answer.headers['set-cookie'] ?? '')
      if (typeof code !== 'number' || code < 400 || code >= 500 || injected) {
        failures.push(
          `#${index} ${hostile.target}, ${hostile.name}: ${code} ${hostile.request.method} ${hostile.request.target.slice(0, 120)}`,
        )
      }
      if (index % 25 === 0) expect(status(await get('/rehoboth/'))).toBe(200)
    }
    expect(failures).toEqual([])
    expect(await storeSnapshot()).toBe(before)
    expect(status(await get('/rehoboth/'))).toBe(200)
  }, 120_000)

  it('sends pages with HSTS and Permissions-Policy, and no X-Frame-Options', async () => {
    const answer = await get('/rehoboth/')
    expect(answer).toMatchObject({
      status: 200,
      headers: {
        'strict-transport-security': expect.stringContaining('max-age='),
        'permissions-policy': expect.stringContaining('camera=()'),
        'x-content-type-options': 'nosniff',
      },
    })
    expect(answer.kind === 'answer' && answer.headers['x-frame-options']).toBeUndefined()
  })

  it('caches a hashed asset for a year, but never the 404 of a missing one', async () => {
    const asset = await get('/rehoboth/assets/root-Ab12Cd34.js')
    expect(asset).toMatchObject({
      status: 200,
      headers: { 'cache-control': expect.stringContaining('immutable') },
    })
    const missing = await get('/rehoboth/assets/root-Zz99Zz99.js')
    expect(missing).toMatchObject({ status: 404 })
    expect(missing.kind === 'answer' && missing.headers['cache-control']).not.toContain('immutable')
  })

  it('gives API answers the headers of data that must never render', async () => {
    for (const answer of [
      await get('/rehoboth/api/contact'),
      await get('/rehoboth/api/preview?secret=no'),
      await get(
        `/rehoboth/__offline-sanity/offline.api.sanity.io/v${apiVersion}/data/query/production?query=*%5B0%5D`,
      ),
    ]) {
      expect(answer).toMatchObject({
        kind: 'answer',
        headers: {
          'content-security-policy': expect.stringContaining(
            "default-src 'none'; frame-ancestors 'none'",
          ),
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'no-referrer',
        },
      })
    }
  })
})
