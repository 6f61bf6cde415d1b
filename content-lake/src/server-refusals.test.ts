import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DATASET, PROJECT_ID } from './testing/fixture-project.ts'
import {
  getDoc,
  lake,
  mutate,
  query,
  seeded,
  TOKEN,
  V,
  startStandaloneLake,
} from './testing/standalone-fixture.ts'

startStandaloneLake()

const queryPath = (groq: string, extra = '') =>
  `${V}/data/query/${DATASET}?query=${encodeURIComponent(groq)}${extra}`

describe('what the lake refuses, as Sanity refuses it', () => {
  it('refuses inc and dec with anything but numbers, and unknown patch operations', async () => {
    for (const patch of [
      { inc: { count: 'nan' } },
      { dec: { count: null } },
      { inc: 5 },
      { explode: { count: 1 } },
      { unset: 'count' },
      { insert: { items: [] } },
    ]) {
      const answer = await mutate([{ patch: { id: seeded._id, ...patch } }])
      expect(answer.status, JSON.stringify(patch)).toBe(400)
    }
    expect(await getDoc(seeded._id)).toMatchObject({ count: 0, _rev: seeded._rev })
    expect((await mutate([{ __proto__: { _id: 'x', _type: 'y' } }])).status).toBe(400)
    expect((await mutate([{ toString: { _id: 'x', _type: 'y' } }])).status).toBe(400)
  })

  it('refuses parameters that are not the caller’s own', async () => {
    for (const name of ['__proto__', 'toString', 'constructor', 'hasOwnProperty']) {
      const answer = await lake.client.call(queryPath(`*[_id == $${name}]`))
      expect(answer.status, name).toBe(400)
      expect(answer.json()).toMatchObject({
        error: { description: `param $${name} referenced, but not provided` },
      })
    }
  })

  it('refuses another Host before anything else, writes included', async () => {
    for (const host of [
      'evil.example:' + lake.server.port,
      `localhost.evil.example:${lake.server.port}`,
      `${PROJECT_ID}.localhost:1`,
      'localhost',
      `127.0.0.2:${lake.server.port}`,
    ]) {
      const write = await lake.client.call(`${V}/data/mutate/${DATASET}`, {
        host,
        token: 'attacker',
        body: { mutations: [{ create: { _id: 'rebound', _type: 'note' } }] },
      })
      expect(write.status, host).toBe(403)
    }
    expect(await query('*[_id == "rebound"][0]', { token: TOKEN })).toBeNull()
    for (const host of [
      `localhost:${lake.server.port}`,
      `127.0.0.1:${lake.server.port}`,
      `[::1]:${lake.server.port}`,
      `${PROJECT_ID}.l3.localhost:${lake.server.port}`,
    ]) {
      expect((await lake.client.call(`${V}/ping`, { host })).status, host).toBe(200)
    }
  })

  it('serves uploaded files that are not pictures, sound, video or PDF as downloads', async () => {
    const upload = async (body: string | Buffer, contentType: string, filename: string) => {
      const answer = await lake.client.call(
        `${V}/assets/files/${DATASET}?filename=${encodeURIComponent(filename)}`,
        { token: TOKEN, body: Buffer.from(body), headers: { 'content-type': contentType } },
      )
      expect(answer.status).toBe(200)
      const { path } = answer.json<{ document: { path: string } }>().document
      return (extra = '') =>
        lake.client.call(`/${path}${extra}`, { host: `localhost:${lake.server.port}` })
    }
    const page = await upload('<script>alert(1)</script>', 'text/html', 'pagina.html')
    const html = await page()
    expect(html.status).toBe(200)
    expect(html.headers['content-disposition']).toMatch(/^attachment; filename="pagina.html"/)
    expect(html.headers['x-content-type-options']).toBe('nosniff')
    expect(html.headers['content-security-policy']).toBe('sandbox')
    const drawing = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'image/svg+xml',
      'a.svg',
    )
    expect((await drawing()).headers['content-disposition']).toMatch(/^attachment/)

    const pdf = await upload('%PDF-1.4\n%\n', 'application/pdf', 'catálogo.pdf')
    const shown = await pdf()
    expect(shown.headers['content-disposition']).toBeUndefined()
    expect(shown.headers['content-type']).toBe('application/pdf')
    expect(shown.headers['x-content-type-options']).toBe('nosniff')
    const named = await pdf(`?dl=${encodeURIComponent('catálogo "2027".pdf')}`)
    expect(named.headers['content-disposition']).toBe(
      `attachment; filename="cat_logo _2027_.pdf"; filename*=UTF-8''${encodeURIComponent('catálogo "2027".pdf')}`,
    )
    for (const name of ['a\r\nSet-Cookie: x=1', 'a\nb', 'a\u0000b']) {
      expect((await pdf(`?dl=${encodeURIComponent(name)}`)).status, name).toBe(400)
    }

    const video = await lake.client.call(
      `/files/${PROJECT_ID}/${DATASET}/${lake.project.media.video.sha1}.mp4`,
      { host: `localhost:${lake.server.port}`, headers: { range: 'bytes=0-9' } },
    )
    expect(video.status).toBe(206)
    expect(video.headers['content-disposition']).toBeUndefined()
    expect(video.headers['content-type']).toBe('video/mp4')
    expect(video.headers['content-security-policy']).toBe('sandbox')
  })

  it('serves images as images, sandboxed when opened alone', async () => {
    const image = await lake.client.call(
      `/images/${PROJECT_ID}/${DATASET}/${lake.project.media.flag.sha1}-30x20.svg`,
      { host: `localhost:${lake.server.port}` },
    )
    expect(image.status).toBe(200)
    expect(image.headers['content-type']).toBe('image/svg+xml')
    expect(image.headers['content-disposition']).toBeUndefined()
    expect(image.headers['content-security-policy']).toBe('sandbox')
    expect(image.headers['x-content-type-options']).toBe('nosniff')
  })

  it('takes over at once a lock left by a writer that was killed', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)'])
    mkdirSync(lake.project.storeDir, { recursive: true })
    writeFileSync(join(lake.project.storeDir, `${DATASET}.lock`), String(dead.pid))
    const started = performance.now()
    const answer = await mutate([{ createOrReplace: { _id: 'after-crash', _type: 'note' } }])
    expect(answer.status).toBe(200)
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})
