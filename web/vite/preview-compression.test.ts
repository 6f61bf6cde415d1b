import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { preview, type PreviewServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseEncoding, contentEncodings, precompressSite } from '../publish/precompress.ts'
import { previewStaticSite } from './preview-static-site.ts'

// Over Vite's 1 KB threshold, so its own gzip would apply to anything that reached it.
const page = `<!doctype html><title>Inicio</title>${'<p>Limpieza y mantenimiento.</p>'.repeat(80)}`
const script = `export const frase = ${JSON.stringify('Fórmulas efectivas. '.repeat(100))}\n`
const notFound = `<!doctype html><title>404</title>${'<p>Página no encontrada</p>'.repeat(60)}`

let root: string
let server: PreviewServer
let port: number

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'rehoboth-compression-'))
  const site = path.join(root, 'dist')
  await mkdir(path.join(site, 'assets'), { recursive: true })
  await writeFile(path.join(site, 'index.html'), page)
  await writeFile(path.join(site, 'assets/site-Ab12Cd34.js'), script)
  await writeFile(path.join(site, '404.html'), notFound)
  await precompressSite(site)
  // Written after the build's copies: served as it is.
  await writeFile(path.join(site, 'late.txt'), page)
  server = await preview({
    configFile: false,
    root,
    base: '/rehoboth/',
    logLevel: 'silent',
    build: { outDir: site },
    plugins: [previewStaticSite()],
    preview: { port: 0, host: '127.0.0.1', cors: false },
  })
  const address = server.httpServer.address()
  port = typeof address === 'object' && address ? address.port : 0
})

afterAll(async () => {
  await server.close()
  await rm(root, { recursive: true, force: true })
})

type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A request as a browser sends it, the answer's bytes as they came over the wire. */
function get(sitePath: string, acceptEncoding?: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path: `/rehoboth/${sitePath}`,
        method,
        headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

const chromium = 'gzip, deflate, br, zstd'

describe('npm run preview sends text as the host does', () => {
  it('sends a page in Brotli to a browser that asks for it, the copy the build wrote', async () => {
    const answer = await get('', chromium)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['vary']).toMatch(/accept-encoding/i)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(answer.body.equals(await readFile(path.join(root, 'dist/index.html.br')))).toBe(true)
    // Compressed once: decoding it once gives the page.
    expect(brotliDecompressSync(answer.body).toString()).toBe(page)
    expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength)
  })

  it('sends gzip to a browser that asks only for gzip, and the file as it is to one that asks for neither', async () => {
    const gzipped = await get('assets/site-Ab12Cd34.js', 'gzip')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.body).toString()).toBe(script)
    expect(gzipped.headers['cache-control']).toMatch(/immutable/)

    const plain = await get('assets/site-Ab12Cd34.js', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['vary']).toMatch(/accept-encoding/i)
    expect(plain.body.toString()).toBe(script)
  })

  it('sends the 404 page compressed, with its status', async () => {
    const answer = await get('no-existe', chromium)
    expect(answer.status).toBe(404)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(answer.body).toString()).toBe(notFound)
  })

  it('never compresses on the fly: a file without copies goes out as it is', async () => {
    const answer = await get('late.txt', chromium)
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body.toString()).toBe(page)
  })

  it('answers HEAD with the headers of the encoded page and no body', async () => {
    const answer = await get('', chromium, 'HEAD')
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.body.byteLength).toBe(0)
  })
})

describe('chooseEncoding', () => {
  it('prefers Brotli, takes gzip else, and honours q=0', () => {
    const both = contentEncodings
    expect(chooseEncoding('gzip, deflate, br, zstd', both)?.name).toBe('br')
    expect(chooseEncoding('gzip;q=1.0, br;q=0', both)?.name).toBe('gzip')
    expect(chooseEncoding('deflate', both)).toBeUndefined()
    expect(chooseEncoding(undefined, both)).toBeUndefined()
    expect(chooseEncoding('br', [])).toBeUndefined()
  })
})
